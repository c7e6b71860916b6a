import type { RestRoute } from '../route';

export const profileRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/developers/profile',
    procedure: 'profile.getDeveloper',
    tag: 'Profile',
    summary: "The signed-in developer's own profile, with completionPercentage and what is missing",
  },
  {
    method: 'PUT',
    path: '/developers/profile',
    procedure: 'profile.updateDeveloper',
    tag: 'Profile',
    summary: 'Save the developer profile page (every field of spec 000 §5 required except the URLs)',
  },
  {
    method: 'PUT',
    path: '/developers/profile/settings',
    procedure: 'profile.updateDeveloperSettings',
    tag: 'Profile',
    summary: 'Save the Developer Profile tab of Account Settings (every field optional)',
  },
  {
    method: 'GET',
    path: '/clients/profile',
    procedure: 'profile.getClient',
    tag: 'Profile',
    summary: "The signed-in client's own company profile",
  },
  {
    method: 'PUT',
    path: '/clients/profile',
    procedure: 'profile.updateClient',
    tag: 'Profile',
    summary: 'Save the company profile page',
  },
  {
    method: 'PUT',
    path: '/clients/profile/settings',
    procedure: 'profile.updateClientSettings',
    tag: 'Profile',
    summary: 'Save the Company Profile tab of Account Settings (every field optional, industry free text)',
  },
  {
    method: 'DELETE',
    path: '/uploads/avatar',
    procedure: 'profile.removeAvatar',
    tag: 'Profile',
    summary:
      'Remove the profile photo. (Upload one with POST /api/uploads/avatar, multipart/form-data with one JPEG, PNG or WebP file of at most 2 MB.)',
  },
];
