import { TEAM_PAGE_SIZES } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { PaginationNav } from '@/components/list/pagination-nav';

type TeamPageSize = (typeof TEAM_PAGE_SIZES)[number];

/** The team lists' footer: "1–20 de 57", the page-size menu and the page numbers. */
export function TeamListFooter({
  testId,
  range,
  page,
  totalPages,
  pageSize,
  onPage,
  onPageSize,
}: {
  testId: string;
  range: { from: number; to: number; total: number };
  page: number;
  totalPages: number;
  pageSize: TeamPageSize;
  onPage: (page: number) => void;
  onPageSize: (size: TeamPageSize) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 border-t px-4 py-3 md:flex-row md:justify-between">
      <div className="flex items-center gap-4 text-muted-foreground text-sm">
        <span className="tabular-nums" data-testid={`${testId}-range`}>
          {t('team.pagination.summary', range)}
        </span>
        <div className="flex items-center gap-2">
          <span className="hidden whitespace-nowrap sm:inline">{t('team.pagination.pageSize')}</span>
          <Select
            value={String(pageSize)}
            onValueChange={(value) => {
              const size = TEAM_PAGE_SIZES.find((option) => String(option) === value);
              if (size) onPageSize(size);
            }}
          >
            <SelectTrigger
              size="sm"
              className="w-20"
              aria-label={t('team.pagination.pageSize')}
              data-testid={`${testId}-page-size`}
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TEAM_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      {totalPages > 1 && <PaginationNav page={page} totalPages={totalPages} onPage={onPage} />}
    </div>
  );
}
