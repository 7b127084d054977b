import { ACTIVITY_NAME_MAX_LENGTH, SUGGESTION_DESCRIPTION_MAX_LENGTH } from '@core/api/limits';
import { SUGGESTION_INCOMPLETE } from '@core/api/messages';
import { useState, type FormEvent } from 'react';
import { CATEGORIES } from '@core/api/catalogue';
import { suggestionResponseSchema } from '@core/api/preferences';
import { BusyButton } from '@client/components/busy-button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import { Textarea } from '@client/components/ui/textarea';
import { toast } from '@client/lib/toast';
import { useAction } from '@client/lib/use-action';
import { apiRequest } from '@client/lib/api-client';

const MISSING = {
  title: 'Missing information',
  description: SUGGESTION_INCOMPLETE,
};

/**
 * Suggestions are stored for review (the spec only simulated this). Unlike everything else a
 * user types, they are not encrypted, so the form says so before anything is sent.
 */
export function SuggestionForm() {
  const [name, setName] = useState('');
  const [category, setCategory] = useState('');
  const [description, setDescription] = useState('');
  const send = useAction(async (suggestion: { name: string; description: string; category?: string }) => {
    await apiRequest('POST', '/api/suggestions', suggestionResponseSchema, suggestion);
    toast({ title: 'Thank you!', description: 'Your suggestion has been sent for review.' });
    setName('');
    setCategory('');
    setDescription('');
  }, 'Suggestion not sent');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !description.trim()) {
      toast({ ...MISSING, variant: 'destructive' });
      return;
    }
    send.mutate({ name: name.trim(), description: description.trim(), ...(category ? { category } : {}) });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Suggest a New Kink</h2>
        </CardTitle>
        <CardDescription>
          Missing something? Tell us and we will consider adding it to the catalogue. Suggestions go to our
          team unencrypted and are stored without any link to your account.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor="suggestion-name">Name</Label>
            <Input
              id="suggestion-name"
              value={name}
              maxLength={ACTIVITY_NAME_MAX_LENGTH}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="suggestion-category">Category (optional)</Label>
            <Select value={category} onValueChange={setCategory}>
              <SelectTrigger id="suggestion-category" className="w-full">
                <SelectValue placeholder="Choose a category" />
              </SelectTrigger>
              <SelectContent>
                {CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="suggestion-description">Description</Label>
            <Textarea
              id="suggestion-description"
              rows={3}
              maxLength={SUGGESTION_DESCRIPTION_MAX_LENGTH}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
          <BusyButton
            type="submit"
            variant="secondary"
            busy={send.isPending}
            busyText="Submitting..."
            className="justify-self-start"
          >
            Submit Suggestion
          </BusyButton>
        </form>
      </CardContent>
    </Card>
  );
}
