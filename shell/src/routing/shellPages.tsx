import type { ComponentType } from 'react';
import { AppSettingsPage, SellerLevelsPage, UserFormPage, UsersManagerPage } from '../pages/admin';
import { ChangePasswordPage } from '../pages/account/change-password/ChangePasswordPage';
import { ForgotPasswordConfirmEmailPage } from '../pages/account/forgot-password/ForgotPasswordConfirmEmailPage';
import { ForgotPasswordPage } from '../pages/account/forgot-password/ForgotPasswordPage';
import { LoginPage } from '../pages/account/login/LoginPage';
import { ProfilePage } from '../pages/account/profile/ProfilePage';
import { VerifyPage } from '../pages/account/verify/VerifyPage';
import { BalancePage } from '../pages/balance/BalancePage';

/** The shell's own pages, by the path pattern of contracts ROUTES (owner 'shell'). */
export const SHELL_PAGES: Record<string, ComponentType> = {
  '/login': LoginPage,
  '/forgot-password-confirm-email': ForgotPasswordConfirmEmailPage,
  '/forgot-password': ForgotPasswordPage,
  '/verify/:token': VerifyPage,
  '/profile': ProfilePage,
  '/change-password': ChangePasswordPage,
  '/balance': BalancePage,
  '/admin/users-manager': UsersManagerPage,
  '/admin/users-manager/edit/:id': UserFormPage,
  '/admin/user-form': UserFormPage,
  '/admin/settings': AppSettingsPage,
  '/admin/seller-levels': SellerLevelsPage,
};
