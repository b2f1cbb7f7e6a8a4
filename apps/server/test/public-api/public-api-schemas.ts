import {
  apiAffiliationSchema,
  apiCommissionSchema,
  apiPayoutSchema,
  apiProductSchema,
  apiSaleSchema,
  listSchema,
} from '@afilia/api/server';

/** The API's own output schemas, strict: an answer with a field the schema does not name fails the test. */
export const API_SCHEMAS = {
  product: apiProductSchema.strict(),
  productList: listSchema(apiProductSchema.strict()).strict(),
  sale: apiSaleSchema.strict(),
  saleList: listSchema(apiSaleSchema.strict()).strict(),
  commissionList: listSchema(apiCommissionSchema.strict()).strict(),
  affiliation: apiAffiliationSchema.strict(),
  affiliationList: listSchema(apiAffiliationSchema.strict()).strict(),
  payoutList: listSchema(apiPayoutSchema.strict()).strict(),
};
