import getDesignToken from 'antd/es/theme/getDesignToken';
import { theme } from '../ui/theme';

/**
 * antd's design tokens for the suite theme, computed once without antd's style runtime
 * (getDesignToken needs only the token algorithm): the sign-in kit draws with the same colours,
 * sizes and radii as the antd components the signed-in pages use.
 */
export const signInToken = getDesignToken(theme);
