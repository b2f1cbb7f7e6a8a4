import { MAX_PRODUCT_IMAGES, MAX_PRODUCT_VIDEOS } from '@afilia/validators';
import { AlertCircleIcon, DownloadIcon, ImageIcon, MonitorPlayIcon, PlusIcon } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { translateMessage } from '@/lib/i18n-keys';
import { checkProductForm, type ProductFormTab, type ProductFormValues } from './product-form-values';
import { DownloadRowFields, ImageRowFields, VideoRowFields } from './product-media-rows';

/** Downloads have no limit of their own; the schema caps every list at 50 rows. */
const MAX_DOWNLOAD_ROWS = 50;

const filled = (rows: { url: string }[]) => rows.filter((row) => row.url.trim() !== '').length;

/**
 * The form's media card: the tabs Imagens*, Downloads and YouTube with their rows, counts and
 * list-wide errors. The open tab is the form's, so that a failed submit can show the tab at fault.
 */
export function ProductMediaSection({
  tab,
  onTabChange,
}: {
  tab: ProductFormTab;
  onTabChange: (tab: ProductFormTab) => void;
}) {
  const { t } = useTranslation();
  const { control, getValues } = useFormContext<ProductFormValues>();
  const { errors, isSubmitted } = useFormState({ control });
  const images = useFieldArray({ control, name: 'imageLinks' });
  const downloads = useFieldArray({ control, name: 'downloadLinks' });
  const videos = useFieldArray({ control, name: 'youtubeVideos' });
  const [imageRows, downloadRows, videoRows] = useWatch({
    control,
    name: ['imageLinks', 'downloadLinks', 'youtubeVideos'],
  });

  const addRow = (kind: ProductFormTab) => {
    if (kind === 'images') {
      if (images.fields.length >= MAX_PRODUCT_IMAGES) {
        toast.error(t('validation.product.maxImages'), {
          description: t('products.form.images.limit', { max: MAX_PRODUCT_IMAGES }),
          duration: 3000,
        });
      } else images.append({ url: '' });
    } else if (kind === 'videos') {
      if (videos.fields.length >= MAX_PRODUCT_VIDEOS) {
        toast.error(t('validation.product.maxVideos'), {
          description: t('products.form.videos.limit', { max: MAX_PRODUCT_VIDEOS }),
          duration: 3000,
        });
      } else videos.append({ title: '', url: '' });
    } else if (downloads.fields.length >= MAX_DOWNLOAD_ROWS) {
      toast.error(t('products.form.downloads.limit', { max: MAX_DOWNLOAD_ROWS }), { duration: 3000 });
    } else downloads.append({ title: '', url: '' });
  };

  // After the first submit, list-wide problems (no image, too many videos) follow the form as it changes.
  const liveCheck = isSubmitted ? checkProductForm(getValues()) : null;
  const tabErrors = liveCheck && !liveCheck.ok ? liveCheck.errors : undefined;
  const tabs: { id: ProductFormTab; label: string; count: string; icon: typeof ImageIcon; error: boolean }[] =
    [
      {
        id: 'images',
        label: t('products.form.tabs.images'),
        count: `${filled(imageRows)}/${MAX_PRODUCT_IMAGES}`,
        icon: ImageIcon,
        error: Boolean(errors.imageLinks) || Boolean(tabErrors?.tabs.images),
      },
      {
        id: 'downloads',
        label: t('products.form.tabs.downloads'),
        count: String(filled(downloadRows)),
        icon: DownloadIcon,
        error: Boolean(errors.downloadLinks),
      },
      {
        id: 'videos',
        label: t('products.form.tabs.videos'),
        count: `${filled(videoRows)}/${MAX_PRODUCT_VIDEOS}`,
        icon: MonitorPlayIcon,
        error: Boolean(errors.youtubeVideos) || Boolean(tabErrors?.tabs.videos),
      },
    ];

  const tabError = (id: ProductFormTab) => {
    const message = tabErrors?.tabs[id];
    if (!message) return null;
    return (
      <Alert variant="destructive" className="mb-4">
        <AlertCircleIcon aria-hidden />
        <AlertTitle>{translateMessage(t, message)}</AlertTitle>
      </Alert>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('products.form.media.title')}</CardTitle>
        <CardDescription>{t('products.form.media.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as ProductFormTab)} className="gap-4">
          <TabsList className="h-auto w-full sm:w-fit">
            {tabs.map((item) => (
              <TabsTrigger key={item.id} value={item.id} className="gap-1.5 px-2.5 py-1.5 sm:px-3">
                <item.icon className="hidden sm:block" aria-hidden />
                <span>{item.label}</span>
                <Badge variant="secondary" className="hidden px-1.5 tabular-nums sm:inline-flex">
                  {item.count}
                </Badge>
                {item.error && (
                  <>
                    <span className="size-2 rounded-full bg-destructive" aria-hidden />
                    <span className="sr-only">{t('products.form.tabHasErrors')}</span>
                  </>
                )}
              </TabsTrigger>
            ))}
          </TabsList>

          <TabsContent value="images" forceMount className="data-[state=inactive]:hidden">
            <p className="mb-4 text-muted-foreground text-sm">
              {t('products.form.images.hint', { max: MAX_PRODUCT_IMAGES })}{' '}
              <span className="font-medium text-foreground">{t('products.form.images.recommended')}</span>
            </p>
            {tabError('images')}
            <ul className="grid gap-3">
              {images.fields.map((field, index) => (
                <ImageRowFields
                  key={field.id}
                  index={index}
                  canRemove={images.fields.length > 1}
                  onRemove={() => images.remove(index)}
                />
              ))}
            </ul>
            <Button type="button" variant="outline" className="mt-4" onClick={() => addRow('images')}>
              <PlusIcon aria-hidden />
              {t('products.form.images.add')}
            </Button>
          </TabsContent>

          <TabsContent value="downloads" forceMount className="data-[state=inactive]:hidden">
            <p className="mb-4 text-muted-foreground text-sm">{t('products.form.downloads.hint')}</p>
            {tabError('downloads')}
            <ul className="grid gap-3">
              {downloads.fields.map((field, index) => (
                <DownloadRowFields
                  key={field.id}
                  index={index}
                  canRemove={downloads.fields.length > 1}
                  onRemove={() => downloads.remove(index)}
                />
              ))}
            </ul>
            <Button type="button" variant="outline" className="mt-4" onClick={() => addRow('downloads')}>
              <PlusIcon aria-hidden />
              {t('products.form.downloads.add')}
            </Button>
          </TabsContent>

          <TabsContent value="videos" forceMount className="data-[state=inactive]:hidden">
            <p className="mb-4 text-muted-foreground text-sm">
              {t('products.form.videos.hint', { max: MAX_PRODUCT_VIDEOS })}
            </p>
            {tabError('videos')}
            <ul className="grid gap-3">
              {videos.fields.map((field, index) => (
                <VideoRowFields
                  key={field.id}
                  index={index}
                  canRemove={videos.fields.length > 1}
                  onRemove={() => videos.remove(index)}
                />
              ))}
            </ul>
            <Button type="button" variant="outline" className="mt-4" onClick={() => addRow('videos')}>
              <PlusIcon aria-hidden />
              {t('products.form.videos.add')}
            </Button>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
