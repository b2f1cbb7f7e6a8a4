import { TEAM_PAGE_SIZES } from '@afilia/validators';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '@/components/list/list-footer';
import { PageSizeSelect } from '@/components/list/page-size-select';

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
    <ListFooter page={page} totalPages={totalPages} onPage={onPage} breakpoint="md">
      <div className="flex items-center gap-4 text-muted-foreground text-sm">
        <span className="tabular-nums" data-testid={`${testId}-range`}>
          {t('team.pagination.summary', range)}
        </span>
        <div className="flex items-center gap-2">
          <span className="hidden whitespace-nowrap sm:inline">{t('team.pagination.pageSize')}</span>
          <PageSizeSelect
            sizes={TEAM_PAGE_SIZES}
            value={pageSize}
            onChange={onPageSize}
            label={t('team.pagination.pageSize')}
            size="sm"
            className="w-20"
            testId={`${testId}-page-size`}
          />
        </div>
      </div>
    </ListFooter>
  );
}
