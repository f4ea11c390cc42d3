export { UsersManagerPage } from './users/list/UsersManagerPage';
export { UserFormPage } from './users/form/UserFormPage';
export { AppSettingsPage } from './settings/AppSettingsPage';
export { SellerLevelsPage } from './seller-levels/SellerLevelsPage';
