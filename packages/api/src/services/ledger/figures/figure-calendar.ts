// The one door of the figures to the business calendar: every figure is counted in São Paulo days and months,
// and reads its day and month boundaries from here, so swapping the calendar touches this file only.
export {
  BUSINESS_TIME_ZONE,
  businessDay,
  businessDayStart,
  monthStart,
  previousMonthStart,
} from '../../overview/month-start';
