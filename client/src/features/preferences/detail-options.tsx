import type { DetailField, DetailSchema } from '@core/api/catalogue';
import { Checkbox } from '@client/components/ui/checkbox';
import { Label } from '@client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@client/components/ui/select';
import type { DetailValues } from '@client/lib/preferences/preference-values';

type Props = { id: string; schema: DetailSchema; values: DetailValues; onChange(values: DetailValues): void };

function selectedDescriptions(field: DetailField, selected: readonly string[]) {
  return field.options.filter((option) => selected.includes(option.value));
}

function SelectedNotes({ field, selected }: { field: DetailField; selected: readonly string[] }) {
  const notes = selectedDescriptions(field, selected);
  if (notes.length === 0) return null;
  return (
    <ul className="grid gap-1 text-xs text-muted-foreground">
      {notes.map((option) => (
        <li key={option.value}>
          <span className="font-medium text-foreground">{option.label}:</span> {option.description}
        </li>
      ))}
    </ul>
  );
}

function MultiSelectField({
  id,
  field,
  selected,
  onChange,
}: {
  id: string;
  field: DetailField;
  selected: string[];
  onChange(next: string[]): void;
}) {
  const all = field.options.map((option) => option.value);
  const everything = selected.length === all.length;
  return (
    <fieldset className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <legend className="text-sm font-medium">{field.label}</legend>
        {field.options.length > 1 && (
          <button
            type="button"
            className="-my-2 min-h-11 px-1 text-xs font-medium text-primary hover:underline"
            onClick={() => onChange(everything ? [] : all)}
          >
            {everything ? 'Clear All' : 'Select All'}
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {field.options.map((option) => {
          const optionId = `${id}-${field.name}-${option.value}`;
          return (
            <div key={option.value} className="flex min-h-11 items-center gap-2">
              <Checkbox
                id={optionId}
                checked={selected.includes(option.value)}
                onCheckedChange={(checked) =>
                  onChange(
                    checked === true
                      ? [...selected, option.value]
                      : selected.filter((value) => value !== option.value),
                  )
                }
              />
              {/* The label fills the 44 px row, so the whole row is the target. */}
              <Label htmlFor={optionId} className="min-h-11 flex-1 cursor-pointer text-sm font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
      <SelectedNotes field={field} selected={selected} />
    </fieldset>
  );
}

function SelectField({
  id,
  field,
  value,
  onChange,
}: {
  id: string;
  field: DetailField;
  value: string;
  onChange(next: string): void;
}) {
  const triggerId = `${id}-${field.name}`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={triggerId}>{field.label}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={triggerId} className="w-full data-[size=default]:h-11">
          <SelectValue placeholder="Choose one" />
        </SelectTrigger>
        <SelectContent>
          {field.options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <SelectedNotes field={field} selected={value ? [value] : []} />
    </div>
  );
}

/** The activity's detailed options: single choices as selects, multiple choices as checkboxes. */
export function DetailOptions({ id, schema, values, onChange }: Props) {
  return (
    <div className="grid gap-4">
      {schema.fields.map((field) => {
        const current = values[field.name];
        return field.type === 'select' ? (
          <SelectField
            key={field.name}
            id={id}
            field={field}
            value={typeof current === 'string' ? current : ''}
            onChange={(next) => onChange({ ...values, [field.name]: next })}
          />
        ) : (
          <MultiSelectField
            key={field.name}
            id={id}
            field={field}
            selected={Array.isArray(current) ? current : []}
            onChange={(next) => onChange({ ...values, [field.name]: next })}
          />
        );
      })}
    </div>
  );
}
