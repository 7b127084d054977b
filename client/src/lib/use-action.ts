import { useMutation } from '@tanstack/react-query';
import { describeFailure } from './api-error';
import { toast } from './toast';

/**
 * A person's action that writes (a button's), through TanStack Query's useMutation: `isPending` is
 * its busy state, and a failure is said in a toast, the action's own title over the server's words
 * (or 'Please try again.'). What success says or does belongs in `run`.
 */
export function useAction<TInput = void>(run: (input: TInput) => Promise<unknown>, failedTitle: string) {
  return useMutation({
    mutationFn: run,
    onError: (error) =>
      toast({
        title: failedTitle,
        description: describeFailure(error, 'Please try again.').message,
        variant: 'destructive',
      }),
  });
}
