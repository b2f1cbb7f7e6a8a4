import { router } from '../trpc';

export const catalogRouter = router({});
