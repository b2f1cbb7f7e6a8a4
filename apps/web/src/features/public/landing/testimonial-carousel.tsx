import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon, QuoteIcon, StarIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, initials } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { CAROUSEL_INTERVAL_MS, nextPage, pageCount, paginate, previousPage, repage } from './carousel';
import { TESTIMONIALS, type Testimonial } from './testimonials-data';

function usePerPage(): number {
  const large = useMediaQuery('(min-width: 1024px)');
  const medium = useMediaQuery('(min-width: 768px)');
  return large ? 3 : medium ? 2 : 1;
}

function Rating({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex gap-0.5"
      role="img"
      aria-label={t('public.testimonials.ratingLabel', { rating: value })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= value ? 'fill-amber-400 text-amber-400' : 'fill-muted text-muted-foreground/30',
          )}
        />
      ))}
    </div>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const { t } = useTranslation();
  return (
    <figure
      className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm"
      data-testid="testimonial"
    >
      <div className="flex items-center justify-between">
        <Rating value={item.rating} />
        <QuoteIcon className="size-6 text-primary/25" aria-hidden="true" />
      </div>
      <blockquote className="mt-4 flex-1 text-pretty text-sm leading-relaxed">
        <p>“{t(`public.testimonials.items.${item.id}.quote`)}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <Avatar className="size-10">
          <AvatarFallback
            className="font-semibold text-white"
            style={{
              background: `linear-gradient(135deg, oklch(0.52 0.14 ${item.avatarHue}), oklch(0.44 0.16 ${item.avatarHue + 30}))`,
            }}
          >
            {initials(item.name)}
          </AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="truncate font-semibold text-sm">{item.name}</p>
          <p className="truncate text-muted-foreground text-xs">
            {t(`public.testimonials.items.${item.id}.role`)}
          </p>
        </div>
      </figcaption>
    </figure>
  );
}

/** 12 testimonials, 3 per slide on desktop (2 on tablets, 1 on phones), looping, auto-advancing every 10 s. */
export function TestimonialCarousel() {
  const { t } = useTranslation();
  const perPage = usePerPage();
  const [state, setState] = useState({ page: 0, perPage });
  const [paused, setPaused] = useState(false);
  // Rotation stops for visitors who ask for less motion, and whenever the visitor presses pause (WCAG 2.2.2).
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [choice, setChoice] = useState<'play' | 'stop' | null>(null);
  const rotating = choice ? choice === 'play' : !reduceMotion;
  const [tick, setTick] = useState(0);
  const regionId = useId();
  const rootRef = useRef<HTMLElement>(null);

  // Page size changed (resize): keep the first visible testimonial on screen.
  let page = state.page;
  if (state.perPage !== perPage) {
    page = repage(state.page, state.perPage, perPage, TESTIMONIALS.length);
    setState({ page, perPage });
  }
  const count = pageCount(TESTIMONIALS.length, perPage);
  const pages = paginate(TESTIMONIALS, perPage);

  const goTo = (target: number) => {
    setState({ page: target, perPage });
    setTick((value) => value + 1); // restart the 10 s timer after a manual move
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` restarts the timer after a manual move.
  useEffect(() => {
    if (paused || !rotating || count <= 1) return;
    const timer = window.setInterval(() => {
      setState((current) => ({ ...current, page: nextPage(current.page, count) }));
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [paused, rotating, count, tick]);

  return (
    <section
      ref={rootRef}
      aria-roledescription={t('public.testimonials.carouselLabel')}
      aria-labelledby={`${regionId}-title`}
      className="mx-auto max-w-6xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
        <div className="max-w-2xl">
          <p className="font-semibold text-primary text-sm uppercase tracking-wider">
            {t('public.testimonials.eyebrow')}
          </p>
          <h2 id={`${regionId}-title`} className="mt-2 font-bold text-3xl tracking-tight sm:text-4xl">
            {t('public.testimonials.title')}
          </h2>
          <p className="mt-3 text-muted-foreground">{t('public.testimonials.subtitle')}</p>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-controls={regionId}
            aria-label={rotating ? t('public.testimonials.pause') : t('public.testimonials.play')}
            onClick={() => setChoice(rotating ? 'stop' : 'play')}
            data-testid="testimonials-rotation"
          >
            {rotating ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-controls={regionId}
            aria-label={t('public.testimonials.previous')}
            onClick={() => goTo(previousPage(page, count))}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-controls={regionId}
            aria-label={t('public.testimonials.next')}
            onClick={() => goTo(nextPage(page, count))}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </div>
      </div>

      <div className="mt-10 overflow-hidden">
        <div
          id={regionId}
          aria-live={paused || !rotating ? 'polite' : 'off'}
          className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${page * 100}%)` }}
        >
          {pages.map((items, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA carousel pattern (a slide is a labelled group).
            <div
              key={items.map((item) => item.id).join('-')}
              role="group"
              aria-roledescription={t('public.testimonials.slideLabel')}
              aria-label={t('public.testimonials.slidePosition', { current: index + 1, total: count })}
              aria-hidden={index !== page}
              inert={index !== page}
              data-active={index === page || undefined}
              className="grid w-full shrink-0 grow-0 basis-full gap-6 px-0.5 py-1 md:grid-cols-2 lg:grid-cols-3"
            >
              {items.map((item) => (
                <TestimonialCard key={item.id} item={item} />
              ))}
            </div>
          ))}
        </div>
      </div>

      <div className="mt-6 flex justify-center">
        {pages.map((items, index) => (
          <button
            key={items.map((item) => item.id).join('-')}
            type="button"
            aria-controls={regionId}
            aria-label={t('public.testimonials.goTo', { number: index + 1 })}
            aria-current={index === page ? 'true' : undefined}
            onClick={() => goTo(index)}
            className={cn(
              // 24 px targets (WCAG 2.5.8) around an 8 px dot: the padding is part of the button, not painted.
              'box-content h-2 rounded-full bg-clip-content p-2 outline-none transition-all focus-visible:ring-[3px] focus-visible:ring-ring/50',
              index === page ? 'w-6 bg-primary' : 'w-2 bg-muted-foreground/30 hover:bg-muted-foreground/50',
            )}
          />
        ))}
      </div>
    </section>
  );
}
