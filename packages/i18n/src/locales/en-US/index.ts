import common from './common.json';
import publicSite from './public.json';
import plans from './plans.json';
import auth from './auth.json';
import dashboard from './dashboard.json';
import settings from './settings.json';
import errors from './errors.json';
import validation from './validation.json';
import emails from './emails.json';

export default {
  common,
  public: publicSite,
  plans,
  auth,
  dashboard,
  settings,
  errors,
  validation,
  emails,
};
