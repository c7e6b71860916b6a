import type { Migration } from 'kysely';
import * as m0001 from './0001_create_core_tables';
import * as m0002 from './0002_add_job_search';
import * as m0003 from './0003_add_live_events';
import * as m0004 from './0004_add_unread_notifications_index';
import * as m0005 from './0005_add_developer_search';
import * as m0006 from './0006_add_http_sessions';
import * as m0007 from './0007_add_audit_log_and_invitations';
import * as m0008 from './0008_add_auth_rate_limits';
import * as m0009 from './0009_add_email_verification';
import * as m0010 from './0010_add_email_outbox_lease';
import * as m0011 from './0011_rename_developer_applications_to_vetting_submissions';
import * as m0012 from './0012_add_application_evaluation';
import * as m0013 from './0013_add_interviews';
import * as m0014 from './0014_add_offers_and_contracts';
import * as m0015 from './0015_add_timesheets_invoices_and_reviews';
import * as m0016 from './0016_add_api_tokens';
import * as m0017 from './0017_add_webhooks';
import * as m0018 from './0018_add_email_preferences';
import * as m0019 from './0019_add_two_factor';
import * as m0020 from './0020_add_consent_and_account_deletion';
import * as m0021 from './0021_add_vetting_submitter';
import * as m0022 from './0022_add_skill_keys';
import * as m0023 from './0023_add_shortlists_and_saved_searches';
import * as m0024 from './0024_add_match_pool_indexes';
import * as m0025 from './0025_add_email_digests';
import * as m0026 from './0026_add_cache_signals';
import * as m0027 from './0027_add_job_filter_search_index';
import * as m0028 from './0028_add_job_conjunction_search_index';
import * as m0029 from './0029_add_credential_signals';
import * as m0030 from './0030_add_contract_job_title';
import * as m0031 from './0031_add_background_jobs';
import * as m0032 from './0032_add_job_public_listing';
import * as m0033 from './0033_add_job_introductions';
import * as m0034 from './0034_add_public_consent';
import * as m0035 from './0035_add_vetting_stages';
import * as m0036 from './0036_add_vetting_assessment';
import * as m0037 from './0037_add_vetting_references';
import * as m0038 from './0038_add_vetting_scorecards';
import * as m0039 from './0039_add_vetting_interviews';
import * as m0040 from './0040_add_developer_background';
import * as m0041 from './0041_map_areas_to_specializations';
import * as m0042 from './0042_add_assessment_extra_time';
import * as m0043 from './0043_add_ledger_and_credit_notes';
import * as m0044 from './0044_add_trial_and_billing_details';
import * as m0045 from './0045_add_bank_statements';
import * as m0046 from './0046_add_payout_methods';
import * as m0047 from './0047_add_payouts';
import * as m0048 from './0048_add_other_receipts';
import * as m0049 from './0049_add_idempotency_keys';
import * as m0050 from './0050_add_user_locale';
import * as m0051 from './0051_add_vetting_submission_locale';
import * as m0052 from './0052_add_job_search_words';
import * as m0053 from './0053_add_open_job_filter_indexes';
import * as m0054 from './0054_unblock_concurrent_job_posts';
import * as m0055 from './0055_list_unmatched_debits';
import * as m0056 from './0056_hold_queued_job_until_adder_commits';

/** Every migration, by name; names sort in the order they apply. */
export const migrations: Record<string, Migration> = {
  '0001_create_core_tables': m0001,
  '0002_add_job_search': m0002,
  '0003_add_live_events': m0003,
  '0004_add_unread_notifications_index': m0004,
  '0005_add_developer_search': m0005,
  '0006_add_http_sessions': m0006,
  '0007_add_audit_log_and_invitations': m0007,
  '0008_add_auth_rate_limits': m0008,
  '0009_add_email_verification': m0009,
  '0010_add_email_outbox_lease': m0010,
  '0011_rename_developer_applications_to_vetting_submissions': m0011,
  '0012_add_application_evaluation': m0012,
  '0013_add_interviews': m0013,
  '0014_add_offers_and_contracts': m0014,
  '0015_add_timesheets_invoices_and_reviews': m0015,
  '0016_add_api_tokens': m0016,
  '0017_add_webhooks': m0017,
  '0018_add_email_preferences': m0018,
  '0019_add_two_factor': m0019,
  '0020_add_consent_and_account_deletion': m0020,
  '0021_add_vetting_submitter': m0021,
  '0022_add_skill_keys': m0022,
  '0023_add_shortlists_and_saved_searches': m0023,
  '0024_add_match_pool_indexes': m0024,
  '0025_add_email_digests': m0025,
  '0026_add_cache_signals': m0026,
  '0027_add_job_filter_search_index': m0027,
  '0028_add_job_conjunction_search_index': m0028,
  '0029_add_credential_signals': m0029,
  '0030_add_contract_job_title': m0030,
  '0031_add_background_jobs': m0031,
  '0032_add_job_public_listing': m0032,
  '0033_add_job_introductions': m0033,
  '0034_add_public_consent': m0034,
  '0035_add_vetting_stages': m0035,
  '0036_add_vetting_assessment': m0036,
  '0037_add_vetting_references': m0037,
  '0038_add_vetting_scorecards': m0038,
  '0039_add_vetting_interviews': m0039,
  '0040_add_developer_background': m0040,
  '0041_map_areas_to_specializations': m0041,
  '0042_add_assessment_extra_time': m0042,
  '0043_add_ledger_and_credit_notes': m0043,
  '0044_add_trial_and_billing_details': m0044,
  '0045_add_bank_statements': m0045,
  '0046_add_payout_methods': m0046,
  '0047_add_payouts': m0047,
  '0048_add_other_receipts': m0048,
  '0049_add_idempotency_keys': m0049,
  '0050_add_user_locale': m0050,
  '0051_add_vetting_submission_locale': m0051,
  '0052_add_job_search_words': m0052,
  '0053_add_open_job_filter_indexes': m0053,
  '0054_unblock_concurrent_job_posts': m0054,
  '0055_list_unmatched_debits': m0055,
  '0056_hold_queued_job_until_adder_commits': m0056,
};
