import affiliations from './affiliations.json';
import auth from './auth.json';
import blog from './blog.json';
import catalog from './catalog.json';
import checkout from './checkout.json';
import common from './common.json';
import dashboard from './dashboard.json';
import emails from './emails.json';
import errors from './errors.json';
import payments from './payments.json';
import plans from './plans.json';
import pricing from './pricing.json';
import products from './products.json';
import profile from './profile.json';
import publicSite from './public.json';
import reports from './reports.json';
import sales from './sales.json';
import sellers from './sellers.json';
import settings from './settings.json';
import team from './team.json';
import users from './users.json';
import validation from './validation.json';

export default {
  common,
  public: publicSite,
  plans,
  payments,
  products,
  pricing,
  affiliations,
  catalog,
  checkout,
  sales,
  reports,
  auth,
  dashboard,
  settings,
  team,
  sellers,
  users,
  profile,
  blog,
  errors,
  validation,
  emails,
};
