import { router } from '../../trpc/init';
import { setLanguages, setWorkHistory } from './developer-background';
import { getClient } from './get-client';
import { getDeveloper } from './get-developer';
import { listedCompanies } from './listed-companies';
import { removeAvatar } from './remove-avatar';
import { removeResume } from './remove-resume';
import { updateClient } from './update-client';
import { updateClientBilling } from './update-client-billing';
import { updateClientSettings } from './update-client-settings';
import { updateDeveloper } from './update-developer';
import { updateDeveloperSettings } from './update-developer-settings';
import { uploadAvatar } from './upload-avatar';
import { uploadResume } from './upload-resume';

export const profileRouter = router({
  getDeveloper,
  updateDeveloper,
  updateDeveloperSettings,
  getClient,
  updateClient,
  updateClientSettings,
  updateClientBilling,
  uploadAvatar,
  removeAvatar,
  uploadResume,
  removeResume,
  listedCompanies,
  setWorkHistory,
  setLanguages,
});
