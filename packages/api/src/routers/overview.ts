import { router } from '../trpc';

export const overviewRouter = router({});
