/**
 * Every migration, in order, for both backends. Listed in code rather than found in a directory:
 * the server is one esbuild bundle, with no .ts files to scan at run time. A new migration is a
 * NNN_name.ts module with an `up(db)` written with the schema builder, added here.
 */
import type { Migration } from 'kysely';
import * as catalogue from './001_catalogue';
import * as commerce from './002_commerce';
import * as catalogueBrandIndex from './003_catalogue_brand_index';
import * as importBookkeeping from './004_import';
import * as users from './005_users';
import * as listingIndexes from './006_listing_indexes';
import * as shopTokens from './007_shop_tokens';
import * as sessionExpiry from './008_session_expiry';
import * as offerFeeds from './009_offer_feeds';
import * as contactMessages from './010_contact_messages';
import * as orders from './011_orders';
import * as sharedProcessState from './012_shared_process_state';
import * as articleDocuments from './013_article_documents';
import * as shopIdentity from './014_shop_identity';
import * as productPhotos from './015_product_photos';
import * as searchVocabulary from './016_search_vocabulary';
import * as withdrawals from './017_withdrawals';
import * as staffDesk from './018_staff_desk';
import * as portal from './019_portal';
import * as feedSources from './021_feed_sources';
import * as shopKeyScopes from './022_shop_key_scopes';
import * as staffCodeLock from './023_staff_code_lock';
import * as contactSenderIndex from './024_contact_sender_index';
import * as orderKeys from './025_order_keys';
import * as taxSetup from './030_tax_setup';
import * as mailReplyTo from './033_mail_reply_to';
import * as partLines from './034_part_lines';
import * as contactReplies from './035_contact_replies';
import * as invoices from './036_invoices';
import * as settlements from './037_settlements';
import * as feedFormats from './038_feed_formats';
import * as deskThreads from './040_desk_threads';
import * as afterTheOrder from './042_after_the_order';
import * as articleReviews from './043_article_reviews';
import * as articleCriteria from './044_article_criteria';
import * as criteriaFilterValues from './049_criteria_filter_values';
import * as fitmentFilterValues from './050_fitment_filter_values';
import * as partEventsIndex from './051_part_events_index';
import * as payoutAccountHold from './052_payout_account_hold';
import * as cartWriteKeys from './053_cart_write_keys';
import * as orderEmailKey from './054_order_email_key';
import * as returnCosts from './055_return_costs';
import * as problemReports from './056_problem_reports';
import * as reviewRules from './057_review_rules';
import * as shopRatings from './058_shop_ratings';
import * as feedReportSku from './060_feed_report_sku';
import * as payoutRuns from './062_payout_runs';
import * as refunds from './063_refunds';
import * as statementLines from './064_statement_lines';
import * as ledger from './065_ledger';
import * as taxHold from './066_tax_hold';
import * as refundClaims from './067_refund_claims';
import * as commissionInvoices from './068_commission_invoices';
import * as sellerTaxFacts from './069_seller_tax_facts';
import * as offerPause from './071_offer_pause';
import * as deskClaims from './073_desk_claims';
import * as orderMessages from './074_order_messages';
import * as deskMarks from './076_desk_marks';
import * as reviewDecisions from './078_review_decisions';
import * as invoiceEFiles from './080_invoice_e_files';
import * as agreedReturns from './082_agreed_returns';
import * as vehicleTypeFacts from './089_vehicle_type_facts';
import * as groupListings from './091_group_listings';
import * as kbaNamesGeneration from './092_kba_names_generation';
import * as modelsKwThirtyMinutes from './093_models_kw_thirty_minutes';

export const migrations: Record<string, Migration> = {
  '001_catalogue': catalogue,
  '002_commerce': commerce,
  '003_catalogue_brand_index': catalogueBrandIndex,
  '004_import': importBookkeeping,
  '005_users': users,
  '006_listing_indexes': listingIndexes,
  '007_shop_tokens': shopTokens,
  '008_session_expiry': sessionExpiry,
  '009_offer_feeds': offerFeeds,
  '010_contact_messages': contactMessages,
  '011_orders': orders,
  '012_shared_process_state': sharedProcessState,
  '013_article_documents': articleDocuments,
  '014_shop_identity': shopIdentity,
  '015_product_photos': productPhotos,
  '016_search_vocabulary': searchVocabulary,
  '017_withdrawals': withdrawals,
  '018_staff_desk': staffDesk,
  '019_portal': portal,
  '021_feed_sources': feedSources,
  '022_shop_key_scopes': shopKeyScopes,
  '023_staff_code_lock': staffCodeLock,
  '024_contact_sender_index': contactSenderIndex,
  '025_order_keys': orderKeys,
  '030_tax_setup': taxSetup,
  '033_mail_reply_to': mailReplyTo,
  '034_part_lines': partLines,
  '035_contact_replies': contactReplies,
  '036_invoices': invoices,
  '037_settlements': settlements,
  '038_feed_formats': feedFormats,
  '040_desk_threads': deskThreads,
  '042_after_the_order': afterTheOrder,
  '043_article_reviews': articleReviews,
  '044_article_criteria': articleCriteria,
  '049_criteria_filter_values': criteriaFilterValues,
  '050_fitment_filter_values': fitmentFilterValues,
  '051_part_events_index': partEventsIndex,
  '052_payout_account_hold': payoutAccountHold,
  '053_cart_write_keys': cartWriteKeys,
  '054_order_email_key': orderEmailKey,
  '055_return_costs': returnCosts,
  '056_problem_reports': problemReports,
  '057_review_rules': reviewRules,
  '058_shop_ratings': shopRatings,
  '060_feed_report_sku': feedReportSku,
  '062_payout_runs': payoutRuns,
  '063_refunds': refunds,
  '064_statement_lines': statementLines,
  '065_ledger': ledger,
  '066_tax_hold': taxHold,
  '067_refund_claims': refundClaims,
  '068_commission_invoices': commissionInvoices,
  '069_seller_tax_facts': sellerTaxFacts,
  '071_offer_pause': offerPause,
  '073_desk_claims': deskClaims,
  '074_order_messages': orderMessages,
  '076_desk_marks': deskMarks,
  '078_review_decisions': reviewDecisions,
  '080_invoice_e_files': invoiceEFiles,
  '082_agreed_returns': agreedReturns,
  '089_vehicle_type_facts': vehicleTypeFacts,
  '091_group_listings': groupListings,
  '092_kba_names_generation': kbaNamesGeneration,
  '093_models_kw_thirty_minutes': modelsKwThirtyMinutes,
};
