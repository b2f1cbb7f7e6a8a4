import type { ReportFormat } from '@afilia/validators';
import { ChevronDownIcon, DownloadIcon, FileSpreadsheetIcon, FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';

/** 'Baixar' → PDF or Excel of the tab on screen (a Radix menu: arrows, Enter and Esc work). */
export function DownloadMenu({
  onExport,
  exporting,
  disabled,
}: {
  onExport: (format: ReportFormat) => void;
  /** The format being downloaded, if any. */
  exporting: ReportFormat | null;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild disabled={disabled || exporting !== null}>
        <Button variant="outline" data-testid="report-download">
          {exporting ? <Spinner /> : <DownloadIcon aria-hidden />}
          {t('reports.download.label')}
          <ChevronDownIcon className="opacity-60" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuLabel className="text-muted-foreground text-xs">
          {t('reports.download.menuLabel')}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onExport('pdf')} data-testid="report-download-pdf">
          <FileTextIcon aria-hidden />
          {t('reports.download.pdf')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onExport('xlsx')} data-testid="report-download-xlsx">
          <FileSpreadsheetIcon aria-hidden />
          {t('reports.download.xlsx')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
