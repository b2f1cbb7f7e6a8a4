import { createFileRoute } from '@tanstack/react-router';
import { parseReportSearch, type ReportSearch } from '@/features/reports/report-search';
import { ReportsPage } from '@/features/reports/reports-page';

export const Route = createFileRoute('/dashboard/reports')({
  // `?tab=`, `?period=` (with `from`/`to` for Personalizado) and an admin's `?producer=` keep the report
  // across reloads and links; the parsing is plain code so no zod schema lands in the entry chunk.
  validateSearch: (search: Record<string, unknown>): ReportSearch => parseReportSearch(search),
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReportsPage search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
