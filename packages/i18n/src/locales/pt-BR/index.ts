import auth from './auth.json';
import common from './common.json';
import dashboard from './dashboard.json';
import emails from './emails.json';
import errors from './errors.json';
import plans from './plans.json';
import pricing from './pricing.json';
import products from './products.json';
import publicSite from './public.json';
import settings from './settings.json';
import validation from './validation.json';

export default {
  common,
  public: publicSite,
  plans,
  products,
  pricing,
  auth,
  dashboard,
  settings,
  errors,
  validation,
  emails,
};
