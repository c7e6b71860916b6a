import { router } from '../../trpc/init';
import { getClientProfile } from './get-client-profile';
import { getDeveloperProfile } from './get-developer-profile';
import { removeAvatar } from './remove-avatar';
import { updateClientProfile } from './update-client-profile';
import { updateClientSettings } from './update-client-settings';
import { updateDeveloperProfile } from './update-developer-profile';
import { updateDeveloperSettings } from './update-developer-settings';
import { uploadAvatar } from './upload-avatar';

export const profileRouter = router({
  developer: getDeveloperProfile,
  updateDeveloper: updateDeveloperProfile,
  updateDeveloperSettings,
  client: getClientProfile,
  updateClient: updateClientProfile,
  updateClientSettings,
  uploadAvatar,
  removeAvatar,
});
