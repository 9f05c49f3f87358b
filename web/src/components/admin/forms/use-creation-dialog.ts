import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Mutation } from '@/components/admin/data/use-admin-mutation';

/**
 * A creation dialog's two handlers: closing empties its form (reset to its default values), and
 * sending closes it once the write succeeded; a failed write keeps everything typed.
 */
export function useCreationDialog<In extends FieldValues, Out>(
  { reset, handleSubmit }: Pick<UseFormReturn<In, unknown, Out>, 'reset' | 'handleSubmit'>,
  onOpenChange: (open: boolean) => void,
  creating: Mutation<[values: Out], unknown>,
) {
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const onSubmit = handleSubmit(async (values) => {
    if ((await creating.run(values)).ok) close(false);
  });
  return { close, onSubmit };
}
