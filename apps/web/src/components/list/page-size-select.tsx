import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { cn } from '@/lib/utils';

/** The items-per-page menu of a list; `label` is its accessible name. */
export function PageSizeSelect<TSize extends number | string>({
  sizes,
  value,
  onChange,
  label,
  optionLabel = String,
  size = 'default',
  className,
  testId,
}: {
  sizes: readonly TSize[];
  value: TSize;
  onChange: (size: TSize) => void;
  label: string;
  /** How an option reads, e.g. 'all' → 'Todos'. */
  optionLabel?: (size: TSize) => string;
  size?: 'sm' | 'default';
  className?: string;
  testId?: string;
}) {
  return (
    <Select
      value={String(value)}
      onValueChange={(next) => {
        const chosen = sizes.find((option) => String(option) === next);
        if (chosen !== undefined) onChange(chosen);
      }}
    >
      <SelectTrigger size={size} className={cn('w-24', className)} aria-label={label} data-testid={testId}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {sizes.map((option) => (
          <SelectItem key={String(option)} value={String(option)}>
            {optionLabel(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
