import { mediaImageUrl } from '@pod/platform';

/** The image route is served by media through the gateway (ARCHITECTURE §7): same origin as /graphql. */
export const imageUrl = mediaImageUrl;

/** Image types the background upload accepts (spec 002 §5: jpg, png, jpeg). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const ACCEPT_ATTRIBUTE = '.jpg,.jpeg,.png';
