#!/usr/bin/env python3
"""Issue 11 section 1: one name per thing. Re-runnable: moves only what still exists, replaces
only what is still there. Run from the repository root."""
import os
import re
import subprocess
import sys

ROOT = os.getcwd()
R = 'apps/api/src/routers'
Q = 'packages/db/src/queries'
S = 'packages/schema/src'
REST = 'apps/api/src/rest/routes'

# ---------------------------------------------------------------- moves (old, new)
MOVES = [
    # routers: file name = router key = export name
    (f'{R}/job/create-job.ts', f'{R}/job/create.ts'),
    (f'{R}/job/list-jobs.ts', f'{R}/job/list.ts'),
    (f'{R}/job/get-job.ts', f'{R}/job/by-id.ts'),
    (f'{R}/job/close-job.ts', f'{R}/job/close.ts'),
    (f'{R}/job/reopen-job.ts', f'{R}/job/reopen.ts'),
    (f'{R}/job/list-client-jobs.ts', f'{R}/job/list-own.ts'),
    (f'{R}/application/list-job-applications.ts', f'{R}/application/list-for-job.ts'),
    (f'{R}/application/list-my-applications.ts', f'{R}/application/list-mine.ts'),
    (f'{R}/application/update-application-status.ts', f'{R}/application/update-status.ts'),
    (f'{R}/message/send-message.ts', f'{R}/message/send.ts'),
    (f'{R}/notification/list-notifications.ts', f'{R}/notification/list.ts'),
    (f'{R}/notification/count-unread-notifications.ts', f'{R}/notification/unread-count.ts'),
    (f'{R}/notification/mark-notification-read.ts', f'{R}/notification/mark-read.ts'),
    (f'{R}/notification/mark-all-notifications-read.ts', f'{R}/notification/mark-all-read.ts'),
    (f'{R}/profile/get-developer-profile.ts', f'{R}/profile/get-developer.ts'),
    (f'{R}/profile/update-developer-profile.ts', f'{R}/profile/update-developer.ts'),
    (f'{R}/profile/get-client-profile.ts', f'{R}/profile/get-client.ts'),
    (f'{R}/profile/update-client-profile.ts', f'{R}/profile/update-client.ts'),
    (f'{R}/talent/top-developers.ts', f'{R}/talent/top.ts'),
    (f'{R}/talent/list-developers.ts', f'{R}/talent/list.ts'),
    (f'{R}/talent/get-developer.ts', f'{R}/talent/by-id.ts'),
    (f'{R}/super-admin/change-user-role.ts', f'{R}/super-admin/change-role.ts'),
    (f'{R}/admin/audit-actor.ts', 'apps/api/src/trpc/audit-actor.ts'),
    (f'{R}/admin/approve-application.ts', f'{R}/vetting/approve.ts'),
    (f'{R}/admin/approve-developer.ts', f'{R}/vetting/approve-developer.ts'),
    (f'{R}/admin/decide-application.ts', f'{R}/vetting/decide.ts'),
    (f'{R}/admin/invitation-token.ts', f'{R}/vetting/invitation-token.ts'),
    (f'{R}/admin/list-applications.ts', f'{R}/vetting/list.ts'),
    (f'{R}/admin/list-pending-developers.ts', f'{R}/vetting/list-pending-developers.ts'),
    (f'{R}/admin/reject-application.ts', f'{R}/vetting/reject.ts'),
    (f'{R}/admin/reset-rejected.ts', f'{R}/vetting/reset-rejected.ts'),
    (f'{R}/admin/review-effects.ts', f'{R}/vetting/review-effects.ts'),
    (f'{R}/admin/review-emails.ts', f'{R}/vetting/review-emails.ts'),
    (f'{R}/admin/set-application-status.ts', f'{R}/vetting/set-status.ts'),
    (f'{R}/admin/router.ts', f'{R}/vetting/router.ts'),
    (f'{R}/onboarding/get-draft.ts', f'{R}/vetting/get-draft.ts'),
    (f'{R}/onboarding/save-draft.ts', f'{R}/vetting/save-draft.ts'),
    (f'{R}/onboarding/submit-application.ts', f'{R}/vetting/submit.ts'),
    # REST rows: one file per domain, singular
    (f'{REST}/admin.ts', f'{REST}/vetting-review.ts'),
    (f'{REST}/onboarding.ts', f'{REST}/vetting.ts'),
    (f'{REST}/applications.ts', f'{REST}/application.ts'),
    (f'{REST}/jobs.ts', f'{REST}/job.ts'),
    (f'{REST}/messages.ts', f'{REST}/message.ts'),
    (f'{REST}/notifications.ts', f'{REST}/notification.ts'),
    (f'{REST}/profiles.ts', f'{REST}/profile.ts'),
    # schema
    (f'{S}/admin.ts', f'{S}/vetting-review.ts'),
    (f'{S}/onboarding.ts', f'{S}/vetting.ts'),
    # db queries: singular, vetting by its name
    (f'{Q}/applications.ts', f'{Q}/application.ts'),
    (f'{Q}/jobs.ts', f'{Q}/job.ts'),
    (f'{Q}/messages.ts', f'{Q}/message.ts'),
    (f'{Q}/conversations.ts', f'{Q}/conversation.ts'),
    (f'{Q}/conversation-summaries.ts', f'{Q}/conversation-summary.ts'),
    (f'{Q}/notifications.ts', f'{Q}/notification.ts'),
    (f'{Q}/profiles.ts', f'{Q}/profile.ts'),
    (f'{Q}/users.ts', f'{Q}/user.ts'),
    (f'{Q}/invitations.ts', f'{Q}/invitation.ts'),
    (f'{Q}/password-resets.ts', f'{Q}/password-reset.ts'),
    (f'{Q}/rate-limits.ts', f'{Q}/rate-limit.ts'),
    (f'{Q}/email-tokens.ts', f'{Q}/email-token.ts'),
    (f'{Q}/auth-sessions.ts', f'{Q}/auth-session.ts'),
    (f'{Q}/http-sessions.ts', f'{Q}/http-session.ts'),
    (f'{Q}/live-events.ts', f'{Q}/live-event.ts'),
    (f'{Q}/onboarding.ts', f'{Q}/vetting.ts'),
    (f'{Q}/admin.ts', f'{Q}/vetting-review.ts'),
    # seed data
    ('packages/db/src/seed/data/developer-applications.ts', 'packages/db/src/seed/data/vetting-submissions.ts'),
    ('packages/db/src/seed/data/developer-applications-pending.ts',
     'packages/db/src/seed/data/vetting-submissions-pending.ts'),
]

# Procedure export renames, only inside the procedure's own file (router.ts files are rewritten).
EXPORTS = {
    f'{R}/job/create.ts': ('createJob', 'create'),
    f'{R}/job/list.ts': ('listJobs', 'list'),
    f'{R}/job/by-id.ts': ('getJob', 'byId'),
    f'{R}/job/close.ts': ('closeJob', 'close'),
    f'{R}/job/reopen.ts': ('reopenJob', 'reopen'),
    f'{R}/job/list-own.ts': ('listClientJobs', 'listOwn'),
    f'{R}/application/list-for-job.ts': ('listJobApplications', 'listForJob'),
    f'{R}/application/list-mine.ts': ('listMyApplications', 'listMine'),
    f'{R}/message/send.ts': ('sendMessage', 'send'),
    f'{R}/notification/list.ts': ('listNotifications', 'list'),
    f'{R}/notification/unread-count.ts': ('countUnread', 'unreadCount'),
    f'{R}/notification/mark-read.ts': ('markNotificationRead', 'markRead'),
    f'{R}/notification/mark-all-read.ts': ('markAllNotificationsRead', 'markAllRead'),
    f'{R}/profile/get-developer.ts': ('getDeveloperProfile', 'getDeveloper'),
    f'{R}/profile/update-developer.ts': ('updateDeveloperProfile', 'updateDeveloper'),
    f'{R}/profile/get-client.ts': ('getClientProfile', 'getClient'),
    f'{R}/profile/update-client.ts': ('updateClientProfile', 'updateClient'),
    f'{R}/talent/top.ts': ('topDevelopers', 'top'),
    f'{R}/talent/list.ts': ('listDevelopers', 'list'),
    f'{R}/talent/by-id.ts': ('getDeveloper', 'byId'),
    f'{R}/vetting/approve.ts': ('approveApplication', 'approve'),
    f'{R}/vetting/list.ts': ('listApplications', 'list'),
    f'{R}/vetting/reject.ts': ('rejectApplication', 'reject'),
    f'{R}/vetting/set-status.ts': ('setApplicationStatus', 'setStatus'),
    f'{R}/vetting/submit.ts': ('submitApplication', 'submit'),
}

ROUTERS = {
    'job': ('jobRouter', None, ['create', 'list', 'byId', 'close', 'reopen', 'listOwn']),
    'application': ('applicationRouter', None, ['applyToJob', 'listForJob', 'updateStatus', 'listMine']),
    'message': ('messageRouter', None,
                ['listConversations', 'getConversation', 'send', 'startConversation', 'markConversationRead']),
    'notification': ('notificationRouter', None, ['list', 'unreadCount', 'markRead', 'markAllRead']),
    'profile': ('profileRouter', None,
                ['getDeveloper', 'updateDeveloper', 'updateDeveloperSettings', 'getClient', 'updateClient',
                 'updateClientSettings', 'uploadAvatar', 'removeAvatar']),
    'talent': ('talentRouter', None, ['top', 'list', 'byId']),
    'super-admin': ('superAdminRouter',
                    'Platform administration (spec 001 "Super Admin Dashboard"); admins only, declared by each builder.',
                    ['stats', 'listUsers', 'listDevelopers', 'listClients', 'listJobs', 'changeRole', 'deleteUser',
                     'setDeveloperStatus', 'deleteJob', 'exportRegistrations', 'auditLog']),
    'vetting': ('vettingRouter',
                'Vetting (spec 001 "Developer Onboarding" and "Admin Dashboard"): the talent\'s five-step '
                'submission and its draft, then the admins\' review of it; who may call each is declared by its builder.',
                ['getDraft', 'saveDraft', 'submit', 'list', 'approve', 'reject', 'setStatus', 'resetRejected',
                 'listPendingDevelopers', 'approveDeveloper']),
}


# tRPC paths, old -> new (procedure level first, then whole routers on known receivers).
PATHS = [
    ('messages.conversations', 'message.listConversations'),
    ('messages.conversation', 'message.getConversation'),
    ('messages.send', 'message.send'),
    ('messages.startConversation', 'message.startConversation'),
    ('messages.markRead', 'message.markConversationRead'),
    ('notifications.list', 'notification.list'),
    ('notifications.unreadCount', 'notification.unreadCount'),
    ('notifications.markRead', 'notification.markRead'),
    ('notifications.markAllRead', 'notification.markAllRead'),
    ('profile.developer', 'profile.getDeveloper'),
    ('profile.client', 'profile.getClient'),
    ('onboarding.getDraft', 'vetting.getDraft'),
    ('onboarding.saveDraft', 'vetting.saveDraft'),
    ('onboarding.submitApplication', 'vetting.submit'),
    ('admin.applications', 'vetting.list'),
    ('admin.approveApplication', 'vetting.approve'),
    ('admin.rejectApplication', 'vetting.reject'),
    ('admin.setApplicationStatus', 'vetting.setStatus'),
    ('admin.resetRejected', 'vetting.resetRejected'),
    ('admin.pendingDevelopers', 'vetting.listPendingDevelopers'),
    ('admin.approveDeveloper', 'vetting.approveDeveloper'),
    ('superAdmin.users', 'superAdmin.listUsers'),
    ('superAdmin.developers', 'superAdmin.listDevelopers'),
    ('superAdmin.clients', 'superAdmin.listClients'),
    ('superAdmin.jobs', 'superAdmin.listJobs'),
]
RECEIVERS = r'(?:trpc|utils|caller|client|api|t\.trpc|trpcClient|context\.trpc|ctx\.trpc|useUtils\(\))'
ROUTER_KEYS = [('messages', 'message'), ('notifications', 'notification'), ('onboarding', 'vetting'),
               ('admin', 'vetting')]

# Identifiers (whole words, case-sensitive), everywhere but the frozen migrations.
IDENTS = {
    # vetting (was onboarding / developer application / review)
    'ONBOARDING_MESSAGES': 'VETTING_MESSAGES', 'ONBOARDING_SKILLS': 'VETTING_SKILLS',
    'ONBOARDING_LIMITS': 'VETTING_LIMITS', 'ONBOARDING_STEPS': 'VETTING_STEPS',
    'ONBOARDING_STEP_COUNT': 'VETTING_STEP_COUNT', 'ONBOARDING_STEP_GATES': 'VETTING_STEP_GATES',
    'ONBOARDING_TO_PROFILE_SKILL': 'VETTING_TO_PROFILE_SKILL',
    'ONBOARDING_META_DESCRIPTION': 'VETTING_META_DESCRIPTION', 'MAX_ONBOARDING_PROJECTS': 'MAX_VETTING_PROJECTS',
    'TOnboardingStep': 'TVettingStep', 'TOnboardingField': 'TVettingField', 'TOnboardingIssue': 'TVettingIssue',
    'onboardingIssues': 'vettingIssues', 'onboardingStepIssues': 'vettingStepIssues',
    'ZOnboardingProject': 'ZVettingProject', 'TOnboardingProject': 'TVettingProject',
    'OnboardingProject': 'VettingProject',
    'ZOnboardingDraft': 'ZVettingDraft', 'TOnboardingDraft': 'TVettingDraft',
    'ZDeveloperApplicationDraft': 'ZVettingDraftValues', 'TDeveloperApplicationDraft': 'TVettingDraftValues',
    'ZDeveloperApplicationInput': 'ZVettingSubmissionInput', 'TDeveloperApplicationInput': 'TVettingSubmissionInput',
    'TDeveloperApplication': 'TVettingSubmissionValues',
    'ZApplyResult': 'ZVettingSubmitResult', 'TApplyResult': 'TVettingSubmitResult',
    'ZReviewApplication': 'ZVettingSubmission', 'TReviewApplication': 'TVettingSubmission',
    'ZReviewProject': 'ZVettingSubmissionProject',
    'ReviewApplicationRecord': 'VettingSubmissionRecord', 'toReviewApplication': 'toVettingSubmission',
    'findReviewApplications': 'findVettingSubmissions', 'lockReviewApplication': 'lockVettingSubmission',
    'setReviewDecision': 'setVettingDecision', 'resetRejectedApplications': 'resetRejectedVettingSubmissions',
    'TReviewStatus': 'TVettingStatus', 'REVIEW_STATUSES': 'VETTING_STATUSES',
    'REVIEW_STATUS_LABELS': 'VETTING_STATUS_LABELS', 'reviewStatusOf': 'vettingStatusOf',
    'reviewTransitionError': 'vettingTransitionError', 'ZReviewDecision': 'ZVettingDecision',
    'TReviewDecision': 'TVettingDecision', 'ZReviewListInput': 'ZVettingListInput',
    'TReviewListInput': 'TVettingListInput', 'TReviewListFilters': 'TVettingListFilters',
    'ZReviewCounts': 'ZVettingCounts', 'TReviewCounts': 'TVettingCounts', 'ZReviewList': 'ZVettingList',
    'TReviewList': 'TVettingList', 'ZReviewStatusInput': 'ZVettingStatusInput',
    'profileSkillsFromApplication': 'profileSkillsFromVetting',
    'decideApplication': 'decideVettingSubmission',
    'insertDeveloperApplications': 'insertVettingSubmissions',
    'insertDeveloperApplication': 'insertVettingSubmission',
    'DemoDeveloperApplication': 'DemoVettingSubmission',
    'DEMO_DEVELOPER_APPLICATIONS': 'DEMO_VETTING_SUBMISSIONS',
    'PENDING_DEVELOPER_APPLICATIONS': 'PENDING_VETTING_SUBMISSIONS',
    'REVIEWED_DEVELOPER_APPLICATIONS': 'REVIEWED_VETTING_SUBMISSIONS',
    'developerApplications': 'vettingSubmissions', 'DeveloperApplicationsTable': 'VettingSubmissionsTable',
    'DeveloperApplicationRow': 'VettingSubmissionRow',
    'onboardingRouter': 'vettingRouter', 'onboardingRoutes': 'vettingRoutes', 'adminRoutes': 'vettingReviewRoutes',
    'onboardingApplicationId': 'vettingSubmissionId',
    'onboardingBioMin': 'vettingBioMin', 'onboardingNameMin': 'vettingNameMin',
    'OnboardingWizard': 'VettingWizard', 'OnboardingWizardProps': 'VettingWizardProps',
    # job applications read by developer (the old names read as "developer applications")
    'findDeveloperApplications': 'findApplicationsByDeveloper',
    'findDeveloperApplicationToJob': 'findApplicationByDeveloperToJob',
    'countDeveloperApplications': 'countApplicationsByDeveloper',
}

# Plain strings (SQL names, audit target type), everywhere but the frozen migrations.
STRINGS = [
    ('developer_applications', 'vetting_submissions'),
    ("'developer_application'", "'vetting_submission'"),
    ('developer_application:', 'vetting_submission:'),
]

# In comments only (user-visible texts are spec requirements and stay).
PHRASES = [('onboarding application', 'vetting submission'), ('Onboarding application', 'Vetting submission'),
           ('developer application', 'vetting submission'), ('Developer application', 'Vetting submission'),
           ('onboarding draft', 'vetting draft'), ('Application review', 'Vetting review'),
           ('developer onboarding wizard', 'vetting wizard')]
COMMENT_RE = re.compile(r'^[ \t]*(?://|/\*|\*).*$', re.M)


def rephrase(line):
    for old, new in PHRASES:
        line = line.replace(old, new)
    return line


REST_TAGS = {"'Admin'": "'Vetting'", "'Onboarding'": "'Vetting'", "'Applications'": "'Application'",
             "'Jobs'": "'Job'", "'Messages'": "'Message'", "'Notifications'": "'Notification'",
             "'Profiles'": "'Profile'"}

FROZEN = re.compile(r'packages/db/src/migrations/')
TEXT_EXT = ('.ts', '.tsx', '.mjs', '.js', '.json')


def sh(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def tracked():
    out = sh('git', 'ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'packages')
    return [p for p in out.splitlines() if p.endswith(TEXT_EXT) and os.path.exists(p)
            and 'routeTree.gen' not in p and not FROZEN.search(p) and '/node_modules/' not in p]


def read(p):
    with open(p, encoding='utf-8') as f:
        return f.read()


def write(p, s):
    os.makedirs(os.path.dirname(p), exist_ok=True)
    with open(p, 'w', encoding='utf-8') as f:
        f.write(s)


def do_moves():
    done = {}
    for old, new in MOVES:
        if os.path.exists(old) and not os.path.exists(new):
            os.makedirs(os.path.dirname(new), exist_ok=True)
            sh('git', 'mv', old, new)
            done[old] = new
        elif os.path.exists(old) and os.path.exists(new):
            print(f'!! both exist: {old} {new}', file=sys.stderr)
    return done


def resolve(base_dir, spec):
    p = os.path.normpath(os.path.join(base_dir, spec))
    for cand in (p + '.ts', p + '.tsx', p, os.path.join(p, 'index.ts'), os.path.join(p, 'index.tsx')):
        if os.path.isfile(cand):
            return cand
    return None


IMPORT_RE = re.compile(r"""((?:from|import)\s*\(?\s*['"])(\.{1,2}/[^'"]+)(['"])""")


def fix_imports(moved):
    """Relative imports that point at a moved file (or from a moved file) point at its new place."""
    old_of = {new: old for old, new in moved.items()}
    all_moves = {old: new for old, new in MOVES}
    for path in tracked():
        if not path.endswith(('.ts', '.tsx', '.mjs')):
            continue
        src = read(path)
        here_old = os.path.dirname(old_of.get(path, path))
        here_new = os.path.dirname(path)

        def repl(m):
            spec = m.group(2)
            target = resolve(here_new, spec)
            if target and path not in old_of:
                return m.group(0)
            # Resolve where it pointed before the moves.
            p = os.path.normpath(os.path.join(here_old, spec))
            old_target = None
            for cand in (p + '.ts', p + '.tsx', p, p + '/index.ts'):
                if cand in all_moves or os.path.isfile(cand):
                    old_target = cand
                    break
            if old_target is None:
                return m.group(0)
            new_target = all_moves.get(old_target, old_target)
            if not os.path.isfile(new_target):
                return m.group(0)
            rel = os.path.relpath(new_target, here_new)
            rel = re.sub(r'\.tsx?$', '', rel)
            if rel.endswith('/index'):
                rel = rel[:-6]
            if not rel.startswith('.'):
                rel = './' + rel
            return m.group(1) + rel + m.group(3)

        out = IMPORT_RE.sub(repl, src)
        if out != src:
            write(path, out)


PROC_RE = re.compile(r'^export const ([a-z][A-Za-z0-9]*) =\s*([A-Za-z]+Procedure)\b', re.M)


def kebab(name):
    return re.sub(r'([A-Z])', r'-\1', name).lower()


def camel(folder):
    return re.sub(r'-([a-z])', lambda m: m.group(1).upper(), folder)


def rewrite_routers():
    """Each router.ts lists its folder's procedure files: key = export = file name."""
    folders = sorted(d for d in os.listdir(R) if os.path.isdir(f'{R}/{d}'))
    for folder in folders:
        d = f'{R}/{folder}'
        procs = []
        for f in sorted(os.listdir(d)):
            if not f.endswith('.ts') or f == 'router.ts':
                continue
            for name, _builder in PROC_RE.findall(read(f'{d}/{f}')):
                if name.endswith('Procedure'):
                    continue
                if kebab(name) + '.ts' != f:
                    print(f'!! {d}/{f} exports procedure {name}', file=sys.stderr)
                procs.append(name)
        if not procs:
            if os.path.exists(f'{d}/router.ts'):
                sh('git', 'rm', '-q', f'{d}/router.ts')
            continue
        name, doc, preferred = ROUTERS.get(folder, (camel(folder) + 'Router', None, []))
        old = read(f'{d}/router.ts') if os.path.exists(f'{d}/router.ts') else ''
        if doc is None:
            m = re.search(r'(/\*\*(?:(?!\*/).)*\*/)\s*export const', old, re.S)
            doc_block = m.group(1) if m else None
        else:
            doc_block = f'/** {doc} */'
        keys = [k for k in preferred if k in procs] + sorted(k for k in procs if k not in preferred)
        lines = ["import { router } from '../../trpc/init';"]
        lines += [f"import {{ {k} }} from './{kebab(k)}';" for k in sorted(procs, key=kebab)]
        lines.append('')
        if doc_block:
            lines.append(doc_block)
        body = ',\n'.join(f'  {k}' for k in keys)
        lines.append(f'export const {name} = router({{\n{body},\n}});')
        write(f'{d}/router.ts', '\n'.join(lines) + '\n')
    order = ['auth', 'job', 'application', 'dashboard', 'live', 'message', 'notification', 'profile', 'talent',
             'vetting', 'super-admin']
    present = [f for f in folders if os.path.exists(f'{R}/{f}/router.ts')]
    ordered = [f for f in order if f in present] + [f for f in present if f not in order]
    imports = '\n'.join(f"import {{ {camel(f)}Router }} from './{f}/router';" for f in sorted(present))
    keys = '\n'.join(f'  {camel(f)}: {camel(f)}Router,' for f in ordered)
    write(f'{R}/index.ts', f"""import {{ router }} from '../trpc/init';
{imports}

/** One key per domain, singular; each key is its folder, each procedure key its file. */
export const appRouter = router({{
{keys}
}});

export type AppRouter = typeof appRouter;
""")


def rename_exports():
    for path, (old, new) in EXPORTS.items():
        if os.path.exists(path):
            src = read(path)
            out = re.sub(rf'\bexport const {old}\b', f'export const {new}', src)
            if out != src:
                write(path, out)


def replace_everywhere():
    ident_re = re.compile(r'\b(' + '|'.join(sorted(map(re.escape, IDENTS), key=len, reverse=True)) + r')\b')
    path_pairs = sorted(PATHS, key=lambda p: len(p[0]), reverse=True)
    path_re = re.compile(r'(?<![A-Za-z0-9_$])(' + '|'.join(re.escape(o) for o, _ in path_pairs) + r')(?![A-Za-z0-9_$])')
    path_map = dict(PATHS)
    router_re = re.compile(RECEIVERS.replace('(?:', '(', 1) + r'\.(' + '|'.join(o for o, _ in ROUTER_KEYS) + r')\b')
    router_map = dict(ROUTER_KEYS)
    for path in tracked():
        src = read(path)
        out = ident_re.sub(lambda m: IDENTS[m.group(1)], src)
        out = path_re.sub(lambda m: path_map[m.group(1)], out)
        out = router_re.sub(lambda m: f'{m.group(1)}.{router_map[m.group(2)]}', out)
        for old, new in STRINGS:
            out = out.replace(old, new)
        out = COMMENT_RE.sub(lambda m: rephrase(m.group(0)), out)
        if path.startswith(REST + '/'):
            for old, new in REST_TAGS.items():
                out = out.replace(f'tag: {old}', f'tag: {new}')
            out = rephrase(out.replace('Developer applications', 'Vetting submissions'))
        if out != src:
            write(path, out)


def main():
    moved = do_moves()
    rename_exports()
    rewrite_routers()
    fix_imports(moved)
    replace_everywhere()
    print(f'moved {len(moved)} files')


MIGRATION = '''import { type Kysely, sql } from 'kysely';

/**
 * The talent's five-step vetting submission gets its own name: "application" means a job
 * application only (issue 11). Renames keep every row, index and constraint; audit rows follow.
 */
const pairs: [string, string][] = [
  ['ALTER TABLE developer_applications RENAME TO vetting_submissions', 'ALTER TABLE vetting_submissions RENAME TO developer_applications'],
  ['ALTER INDEX developer_applications_pkey RENAME TO vetting_submissions_pkey', 'ALTER INDEX vetting_submissions_pkey RENAME TO developer_applications_pkey'],
  ['ALTER SEQUENCE developer_applications_id_seq RENAME TO vetting_submissions_id_seq', 'ALTER SEQUENCE vetting_submissions_id_seq RENAME TO developer_applications_id_seq'],
  ['ALTER INDEX developer_applications_email_key RENAME TO vetting_submissions_email_key', 'ALTER INDEX vetting_submissions_email_key RENAME TO developer_applications_email_key'],
  ['ALTER INDEX developer_applications_created_at_idx RENAME TO vetting_submissions_created_at_idx', 'ALTER INDEX vetting_submissions_created_at_idx RENAME TO developer_applications_created_at_idx'],
  ['ALTER TABLE invitations RENAME COLUMN application_id TO vetting_submission_id', 'ALTER TABLE invitations RENAME COLUMN vetting_submission_id TO application_id'],
  ['ALTER INDEX invitations_application_id_idx RENAME TO invitations_vetting_submission_id_idx', 'ALTER INDEX invitations_vetting_submission_id_idx RENAME TO invitations_application_id_idx'],
  ["UPDATE audit_log SET target_type = 'vetting_submission' WHERE target_type = 'developer_application'", "UPDATE audit_log SET target_type = 'developer_application' WHERE target_type = 'vetting_submission'"],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [up] of pairs) await sql.raw(up).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [, down] of [...pairs].reverse()) await sql.raw(down).execute(db);
}
'''
MIGRATION_NAME = 'rename_developer_applications_to_vetting_submissions'


def extra_steps():
    mig_dir = 'packages/db/src/migrations'
    existing = [f for f in os.listdir(mig_dir) if f.endswith('_' + MIGRATION_NAME + '.ts')]
    if not existing:
        num = '%04d' % (max(int(f[:4]) for f in os.listdir(mig_dir) if f[:4].isdigit()) + 1)
        mig = f'{mig_dir}/{num}_{MIGRATION_NAME}.ts'
        write(mig, MIGRATION)
        idx = read(f'{mig_dir}/index.ts')
        last_import = re.findall(r"import \* as m\d{4} from '\./\d{4}_[a-z_]+';", idx)[-1]
        idx = idx.replace(last_import, last_import + f"\nimport * as m{num} from './{num}_{MIGRATION_NAME}';", 1)
        idx = re.sub(r"(\n};\s*)$", f"\n  '{num}_{MIGRATION_NAME}': m{num},\\1", idx)
        write(f'{mig_dir}/index.ts', idx)
    # The schema index lists every module itself.
    vr = f'{S}/vetting-review.ts'
    if os.path.exists(vr):
        src = read(vr)
        out = src.replace("export * from './audit-log';\n", '').replace("export * from './super-admin';\n", '')
        if out != src:
            write(vr, out)
            idx = read(f'{S}/index.ts')
            for mod in ('audit-log', 'super-admin'):
                if f"'./{mod}'" not in idx:
                    idx += f"export * from './{mod}';\n"
            lines = sorted(l for l in idx.splitlines() if l.strip())
            write(f'{S}/index.ts', '\n'.join(lines) + '\n')
    # invitations.application_id is the vetting submission's id.
    for path in (f'{Q}/invitation.ts', f'{R}/vetting/review-effects.ts'):
        if os.path.exists(path):
            src = read(path)
            out = re.sub(r'\bapplicationId\b', 'vettingSubmissionId', src)
            if out != src:
                write(path, out)
    fixes = {
        f'{R}/notification/mark-all-read.ts': [('markAllNotificationsRead as markAllRead', 'markAllNotificationsRead'),
                                               ('markAllRead(trx', 'markAllNotificationsRead(trx')],
        f'{R}/notification/mark-read.ts': [('markNotificationRead as markRead', 'markNotificationRead'),
                                           ('await markRead(trx', 'await markNotificationRead(trx')],
    }
    for path, pairs in fixes.items():
        if os.path.exists(path):
            src = read(path)
            out = src
            for old, new in pairs:
                out = out.replace(old, new)
            if out != src:
                write(path, out)
    for path in tracked():
        if '/test/' in path:
            src = read(path)
            out = src.replace("'applicationId'", "'vettingSubmissionId'")
            if out != src:
                write(path, out)
    # The super-admin screen refreshes its lists by procedure key.
    list_keys = {"'users'": "'listUsers'", "'developers'": "'listDevelopers'", "'clients'": "'listClients'",
                 "'jobs'": "'listJobs'"}

    def rekey(m):
        text = m.group(0)
        for old, new in list_keys.items():
            text = text.replace(old, new)
        return text
    for path in tracked():
        if path.startswith('apps/web/src/features/super-admin/'):
            src = read(path)
            out = re.sub(r"refresh\([^)]*\)|\(\.\.\.lists: \([^)]*\)", rekey, src)
            if out != src:
                write(path, out)
    types = 'packages/db/src/types.ts'
    src = read(types)
    out = re.sub(r'(export interface InvitationsTable \{[^}]*?)\bapplicationId\b', r'\1vettingSubmissionId', src)
    if out != src:
        write(types, out)


main_steps = main


def docs_step():
    path_pairs = sorted(PATHS, key=lambda p: len(p[0]), reverse=True)
    path_re = re.compile(r'(?<![A-Za-z0-9_$/])(' + '|'.join(re.escape(o) for o, _ in path_pairs) + r')(?![A-Za-z0-9_$])')
    path_map = dict(PATHS)
    pairs = []
    for old, new in MOVES:
        o, n = old.split('/'), new.split('/')
        for k in (len(o), 3, 2):
            pairs.append(('/'.join(o[-k:]), '/'.join(n[-k:]) if k <= len(n) else new))
    for doc in ['README.md'] + [f'docs/{f}' for f in os.listdir('docs') if f.endswith('.md')]:
        src = read(doc)
        out = path_re.sub(lambda m: path_map[m.group(1)], src)
        for old, new in pairs:
            out = re.sub(r'(?<![A-Za-z0-9_.-])' + re.escape(old) + r'(?![A-Za-z0-9_])', new, out)
        out = re.sub(r'\b(' + '|'.join(sorted(map(re.escape, IDENTS), key=len, reverse=True)) + r')\b',
                     lambda m: IDENTS[m.group(1)], out)
        if out != src:
            write(doc, out)


def main():  # noqa: F811
    main_steps()
    extra_steps()
    docs_step()


if __name__ == '__main__':
    main()
