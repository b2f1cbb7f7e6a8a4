import { router } from '../trpc';

export const affiliationsRouter = router({});
