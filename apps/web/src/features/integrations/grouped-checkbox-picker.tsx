import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { translateMessage } from '@/lib/i18n-keys';
import { type Selection, selectionOf, toggleOptions } from './grouped-checkbox-logic';

/** What a form gives a picker: the chosen codes, where a change goes, and the field's state. */
export interface PickerFieldProps<Option extends string> {
  value: readonly Option[];
  onChange: (value: Option[]) => void;
  disabled: boolean;
  /** An i18n key (a zod message or the server's). */
  error: string | undefined;
}

/**
 * Where 'select all' sits: one box above every group (`picker`), or one at the top of each group (`group`),
 * which then needs a name of its own, since every group's box shows the same text.
 */
export type SelectAll =
  | { per: 'picker'; label: string; testId: string }
  | { per: 'group'; label: string; ariaLabel: (groupName: string) => string; testId: string };

/** A 'select all' box is mixed while only some of its options are chosen. */
function checkedState(selection: Selection): boolean | 'indeterminate' {
  return selection === 'all' ? true : selection === 'some' ? 'indeterminate' : false;
}

/**
 * Codes to choose from, in a fieldset per group and a 'select all' box, either over the whole list or per
 * group. Each option shows its label and, in monospace, its code, which is what the other side reads (the
 * event's `type` in a payload, the scope an API 403 names). The groups list every option once, in the
 * canonical order, so every change keeps that order.
 */
export function GroupedCheckboxPicker<Group extends string, Option extends string>({
  groups,
  value,
  onChange,
  disabled,
  error,
  legend,
  hint,
  groupLabel,
  optionLabel,
  selectAll,
  testIds,
  optionAttribute,
}: PickerFieldProps<Option> & {
  /** One fieldset per group, its options in the canonical order. */
  groups: ReadonlyArray<{ group: Group; options: readonly Option[] }>;
  legend: string;
  hint: string;
  /** The translated name of a group. */
  groupLabel: (group: Group) => string;
  /** The translated label of an option (its code shows beside it). */
  optionLabel: (option: Option) => string;
  selectAll: SelectAll;
  /** What the browser tests find the picker, its groups and its options by. */
  testIds: { picker: string; group: string; option: string };
  /** The attribute carrying each option's code on its checkbox, e.g. `data-scope`. */
  optionAttribute: `data-${string}`;
}) {
  const { t } = useTranslation();
  const id = useId();
  const order = groups.flatMap((entry) => entry.options);
  const toggle = (options: readonly Option[], checked: boolean | 'indeterminate') =>
    onChange(toggleOptions(order, value, options, checked === true));
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset className="grid gap-2" aria-describedby={describedBy} data-testid={testIds.picker}>
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      <p id={`${id}-hint`} className="-mt-1 text-muted-foreground text-xs">
        {hint}
      </p>
      {selectAll.per === 'picker' && (
        <div className="flex items-center gap-2 rounded-lg border px-3 py-2">
          <Checkbox
            id={`${id}-all`}
            checked={checkedState(selectionOf(value, order))}
            onCheckedChange={(checked) => toggle(order, checked)}
            disabled={disabled}
            data-testid={selectAll.testId}
          />
          <Label htmlFor={`${id}-all`} className="font-normal">
            {selectAll.label}
          </Label>
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {groups.map(({ group, options }) => {
          const groupName = groupLabel(group);
          const allId = `${id}-${group}`;
          return (
            <fieldset
              key={group}
              className="min-w-0 rounded-lg border p-3"
              data-testid={testIds.group}
              data-group={group}
            >
              <legend className="px-1 font-medium text-sm">{groupName}</legend>
              {selectAll.per === 'group' && (
                <div className="flex items-center gap-2 border-b pb-2">
                  <Checkbox
                    id={allId}
                    checked={checkedState(selectionOf(value, options))}
                    onCheckedChange={(checked) => toggle(options, checked)}
                    disabled={disabled}
                    aria-label={selectAll.ariaLabel(groupName)}
                    data-testid={selectAll.testId}
                  />
                  <Label htmlFor={allId} className="font-normal text-muted-foreground">
                    {selectAll.label}
                  </Label>
                </div>
              )}
              <ul className={selectAll.per === 'group' ? 'mt-2 grid gap-2' : 'grid gap-2'}>
                {options.map((option) => {
                  const optionId = `${id}-${option}`;
                  return (
                    <li key={option} className="flex items-start gap-2">
                      <Checkbox
                        id={optionId}
                        className="mt-0.5"
                        checked={value.includes(option)}
                        onCheckedChange={(checked) => toggle([option], checked)}
                        disabled={disabled}
                        aria-invalid={error ? true : undefined}
                        data-testid={testIds.option}
                        {...{ [optionAttribute]: option }}
                      />
                      <Label htmlFor={optionId} className="grid min-w-0 gap-0.5 font-normal leading-snug">
                        <span>{optionLabel(option)}</span>
                        <code className="break-all font-mono text-muted-foreground text-xs">{option}</code>
                      </Label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          );
        })}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
          {translateMessage(t, error)}
        </p>
      )}
    </fieldset>
  );
}
