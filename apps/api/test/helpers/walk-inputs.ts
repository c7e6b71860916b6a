import { COMPANY_SIZES, INDUSTRIES } from '@talanta/schema';
import { applicationPayload as onboardingPayload } from './admin';
import { applicationPayload, jobPayload } from './jobs';
import { TEST_PASSWORD, uniqueEmail } from './users';
import {
  WALK_INVOICE_THROUGH,
  WALK_OFFER_START,
  WALK_SLOT_START,
  WALK_WEEK_START,
  WALK_WORK_DAY,
  type WalkWorld,
} from './walk';

const REGISTRATION = {
  firstName: 'Walk',
  lastName: 'Er',
  phoneNumber: '+254711111111',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'client',
  acceptTerms: true,
};

const DEVELOPER_PROFILE = {
  title: 'Backend engineer',
  bio: 'Payments and logistics systems in Go and Node.js.',
  skills: ['Go'],
  hourlyRate: 40,
  yearsOfExperience: 5,
  availability: 'full-time',
  location: 'Nairobi',
};

const COMPANY_PROFILE = {
  companyName: 'Kilima Pay',
  companySize: COMPANY_SIZES[0],
  industry: INDUSTRIES[0],
  description: 'Payments for Kenyan shops.',
  location: 'Nairobi',
};

const WALK_QUESTION = {
  skill: 'Go',
  prompt: 'Which keyword starts a goroutine?',
  choices: ['go', 'async', 'spawn'],
  correctIndex: 0,
  explanation: 'The go statement runs a call in a new goroutine.',
};

/**
 * A valid input of each procedure, naming real rows of the world, so that a walk changing one
 * field at a time leaves the rest valid and the handler runs whenever the changed value passes.
 * Destructive procedures aim at the world's spare user and job. Unlisted procedures start from {}.
 */
export function validInput(procedure: string, world: WalkWorld): Record<string, unknown> {
  const { actors } = world;
  const inputs: Record<string, Record<string, unknown>> = {
    'auth.register': { ...REGISTRATION, email: uniqueEmail('walk') },
    'auth.login': { email: 'nobody@example.com', password: 'secret1' },
    'twoFactor.completeSignIn': { code: '123456' },
    'twoFactor.confirmSetup': { code: '123456' },
    'twoFactor.regenerateRecoveryCodes': { code: '123456' },
    'twoFactor.disable': { password: 'secret1', code: '123456' },
    'session.revoke': { id: world.spareSessionId },
    'auth.updateUser': { firstName: 'Walk', lastName: 'Er', email: actors.developer.email },
    'auth.forgotPassword': { email: 'nobody@example.com' },
    'auth.setLocale': { locale: 'sw' },
    'i18n.messages': { locale: 'hi', namespaces: ['common', 'auth'] },
    'auth.invitation': { token: 'a'.repeat(40) },
    'auth.resetPassword': { token: 'a'.repeat(40), password: 'secret1', confirmPassword: 'secret1' },
    'job.create': jobPayload(),
    'job.byId': { id: world.jobId },
    'emailOutbox.retry': { id: world.failingEmailId },
    'job.close': { id: world.spareJobId },
    'job.reopen': { id: world.spareJobId },
    'job.update': { id: world.jobId, ...jobPayload() },
    'job.invite': { id: world.jobId, developerId: world.developerProfileId, message: 'Have a look' },
    'job.matches': {
      id: world.jobId,
      limit: 5,
      offset: 0,
      availability: 'contract',
      minRate: 10,
      maxRate: 90,
    },
    'job.recommended': { limit: 5, offset: 0 },
    'application.applyToJob': { id: world.jobId, ...applicationPayload() },
    'application.listForJob': { id: world.jobId },
    'application.updateStatus': { id: world.jobApplicationId, status: 'interview' },
    'application.byId': { id: world.jobApplicationId },
    'application.withdraw': { id: world.spareApplicationId },
    'interview.propose': {
      id: world.jobApplicationId,
      slots: [{ startsAt: WALK_SLOT_START, durationMinutes: 30 }],
      meetingUrl: 'https://meet.example.com/walk',
      note: 'Walk',
    },
    'interview.accept': { id: world.interviewId, slotId: world.interviewSlotId },
    'interview.decline': { id: world.interviewId, note: 'Another day, please' },
    'interview.cancel': { id: world.interviewId, reason: 'Walk' },
    'interview.reschedule': {
      id: world.interviewId,
      slots: [{ startsAt: WALK_SLOT_START, durationMinutes: 45 }],
    },
    'interview.calendar': { id: world.interviewId },
    'offer.create': {
      developerId: world.developerProfileId,
      jobId: world.jobId,
      hourlyRate: 40.5,
      weeklyHourLimit: 20,
      startDate: WALK_OFFER_START,
      endDate: '2031-06-30',
      message: 'Walk',
    },
    'offer.accept': { id: world.offerId },
    'offer.decline': { id: world.offerId, note: 'Walk' },
    'offer.withdraw': { id: world.offerId },
    'contract.byId': { id: world.contractId },
    'contract.end': { id: world.contractId, reason: 'Walk' },
    'review.create': {
      id: world.contractId,
      rating: 4.5,
      comment: 'A careful, punctual partner on the walk.',
    },
    'review.forContract': { id: world.contractId },
    'review.listForClient': { id: actors.client.user.id },
    'review.listForDeveloper': { id: world.developerProfileId },

    'timesheet.listForContract': { id: world.contractId },
    'timesheet.save': {
      id: world.contractId,
      weekStart: WALK_WEEK_START,
      entries: [{ date: WALK_WORK_DAY, hours: 2.5, description: 'Walk' }],
    },
    'timesheet.submit': { id: world.contractId, weekStart: WALK_WEEK_START },
    'timesheet.approve': { id: world.timesheetId },
    'timesheet.dispute': { id: world.timesheetId, reason: 'Walk' },

    'invoice.byId': { id: world.invoiceId },
    'invoice.pdf': { id: world.invoiceId },
    'invoice.generate': { through: WALK_INVOICE_THROUGH },
    'invoice.markPaid': { id: world.invoiceId, reference: 'WALK-REF-1', paidAt: new Date().toISOString() },
    'bankTransaction.list': { status: 'unmatched', limit: 10, offset: 0 },
    'bankTransaction.match': { id: world.bankTransactionId, invoiceId: world.invoiceId },
    'bankTransaction.dismiss': { id: world.bankTransactionId, note: 'Walk: bank interest' },
    // The world has no credit note: the id names none (404, a 4xx the walks accept); create makes one.
    'creditNote.byId': { id: world.invoiceId },
    'creditNote.pdf': { id: world.invoiceId },
    'creditNote.create': { id: world.invoiceId, lineIds: [world.invoiceLineId], note: 'Walk correction' },
    'ledger.balances': { partyId: actors.client.user.id },
    'ledger.entries': { invoiceId: world.invoiceId, limit: 10 },
    // No payout or batch in the world (nothing is payable): the ids name none (404) and a batch is
    // refused (409), 4xx the walks accept; payout.test.ts pays out for real.
    'payoutBatch.create': { kesRate: '129.5' },
    'payoutBatch.list': { limit: 10 },
    'payoutBatch.byId': { id: world.invoiceId },
    'payoutBatch.file': { id: world.invoiceId, format: 'pain.001' },
    'payout.update': { id: world.invoiceId, status: 'settled', reference: 'WALK-REF-2' },
    'message.getConversation': { id: world.conversationId },
    'message.send': {
      receiverId: actors.client.user.id,
      content: 'Hello',
      conversationId: world.conversationId,
    },
    'message.startConversation': { userId: actors.client.user.id },
    'message.markConversationRead': { id: world.conversationId },
    'notification.markRead': { id: world.notificationId },
    'payoutMethod.set': {
      type: 'upi',
      holderName: 'Walk Developer',
      vpa: 'walk@okhdfcbank',
      password: TEST_PASSWORD,
    },
    'notification.markSubjectRead': { subject: 'invoice', id: world.invoiceId },
    'profile.updateDeveloper': DEVELOPER_PROFILE,
    'profile.updateClient': COMPANY_PROFILE,
    'profile.updateClientBilling': {
      taxNumberKind: 'vat',
      taxNumber: 'DE123456789',
      country: 'DE',
      billingAddress: '',
    },
    'profile.setWorkHistory': {
      workHistory: [{ company: 'Walk Ltd', title: 'Engineer', startedOn: '2020-01-06', endedOn: null }],
    },
    'profile.setLanguages': { languages: [{ language: 'English', level: 'C1' }] },
    'talent.byId': { id: world.developerProfileId },
    'talent.resume': { id: world.developerProfileId },
    'profile.updateDeveloperSettings': { resumeVisibleToClients: true },
    'shortlist.create': { name: `Walk ${uniqueEmail('list')}` },
    'shortlist.rename': { id: world.shortlistId, name: 'Walk renamed' },
    'shortlist.remove': { id: world.shortlistId },
    'shortlist.addDeveloper': { id: world.shortlistId, developerId: world.developerProfileId, note: 'Walk' },
    'shortlist.removeDeveloper': { id: world.shortlistId, developerId: world.developerProfileId },
    'savedJob.save': { jobId: world.jobId },
    'savedJob.unsave': { jobId: world.jobId },
    'savedSearch.create': { kind: 'jobs', name: 'Walk', query: { search: 'walk' }, alert: 'daily' },
    'savedSearch.update': { id: world.savedSearchId, name: 'Walk', alert: 'off', query: { search: 'walk' } },
    'savedSearch.remove': { id: world.savedSearchId },
    'vetting.saveDraft': { step: 1, data: { firstName: 'Walk' } },
    'vetting.submit': onboardingPayload(),
    'vetting.approve': { id: world.vettingSubmissionId },
    'vetting.reject': { id: world.vettingSubmissionId, reason: 'other', note: 'Walk' },
    'vetting.setStatus': { id: world.vettingSubmissionId, status: 'rejected' },
    'vetting.setStage': { id: world.vettingSubmissionId, stage: 'assessment', state: 'scheduled' },
    'vetting.saveScorecard': {
      id: world.vettingSubmissionId,
      ratings: { problemSolving: 3, communication: 3, codeQuality: 3, technicalDepth: 3, english: 3 },
      recommendation: 'no_hire',
    },
    'vetting.scorecard': { id: world.vettingSubmissionId },
    'vetting.interviewPropose': {
      id: world.screenedSubmissionId,
      slots: [{ startsAt: WALK_SLOT_START, durationMinutes: 60 }],
      meetingUrl: 'https://meet.example.com/walk-vetting',
    },
    'vetting.approveDeveloper': { id: world.developerProfileId },
    'vetting.questionList': { skill: 'Go', search: 'walk', limit: 5, offset: 0 },
    'vetting.questionCreate': WALK_QUESTION,
    'vetting.questionUpdate': { id: world.vettingQuestionId, ...WALK_QUESTION },
    'vetting.questionRemove': { id: world.spareVettingQuestionId },
    'vetting.assessmentSubmit': { attemptId: world.assessmentAttemptId, answers: [] },
    'vetting.setReferences': {
      references: [{ name: 'Walk Referee', email: 'walk-referee@example.com', relationship: 'colleague' }],
    },
    'vetting.referencesFor': { id: world.vettingSubmissionId },
    'reference.byToken': { token: world.referenceToken },
    'reference.answer': {
      token: world.referenceToken,
      monthsWorkedTogether: 12,
      wouldRehire: true,
      comments: 'Walk',
    },
    'superAdmin.changeRole': { userId: world.spareUserId, role: 'client' },
    'superAdmin.deleteUser': { userId: world.spareUserId },
    'superAdmin.setDeveloperStatus': { developerId: world.developerProfileId, isVerified: true },
    'superAdmin.deleteJob': { jobId: world.spareJobId },
    'superAdmin.introduceDeveloper': { jobId: world.spareJobId, developerId: world.developerProfileId },
    'superAdmin.introductionCandidates': { jobId: world.jobId },
  };
  return inputs[procedure] ?? {};
}
