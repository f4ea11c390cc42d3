import { signInToken as t } from './tokens';

/** Class name prefix of the sign-in kit's elements. */
export const KIT = 'pod-si';

const focusRing = (color: string) => `0 0 0 ${t.controlOutlineWidth}px ${color}`;

/**
 * The sign-in kit's stylesheet: antd's look for a vertical form (label, input with prefix and
 * suffix, error under the field, primary block button, alert, toast), written once as plain CSS
 * from the suite's design tokens instead of antd's per-component CSS-in-JS runtime.
 */
export const SIGN_IN_CSS = `
.${KIT}-form{font-family:${t.fontFamily};font-size:${t.fontSize}px;line-height:${t.lineHeight};color:${t.colorText}}
.${KIT}-item{margin-bottom:${t.marginLG}px}
.${KIT}-item.${KIT}-with-help{margin-bottom:0}
.${KIT}-label{display:block;padding-bottom:${t.paddingXS}px;color:${t.colorTextHeading}}
.${KIT}-lg .${KIT}-label{display:flex;align-items:center;height:${t.controlHeightLG}px}
.${KIT}-form a{color:${t.colorLink};text-decoration:none;transition:color ${t.motionDurationSlow}}
.${KIT}-form a:hover{color:${t.colorLinkHover}}
.${KIT}-form a:active{color:${t.colorLinkActive}}
.${KIT}-help{min-height:${t.marginLG}px;color:${t.colorError}}
.${KIT}-affix{display:inline-flex;align-items:center;width:100%;box-sizing:border-box;padding:4px 11px;
  background:${t.colorBgContainer};border:${t.lineWidth}px ${t.lineType} ${t.colorBorder};border-radius:${t.borderRadius}px;
  transition:all ${t.motionDurationMid}}
.${KIT}-lg .${KIT}-affix{padding:7px 11px;font-size:${t.fontSizeLG}px;line-height:${t.lineHeightLG};border-radius:${t.borderRadiusLG}px}
.${KIT}-affix:hover{border-color:${t.colorPrimaryHover}}
.${KIT}-affix:focus-within{border-color:${t.colorPrimary};box-shadow:${focusRing(t.controlOutline)}}
.${KIT}-affix.${KIT}-error,.${KIT}-affix.${KIT}-error:hover{border-color:${t.colorError}}
.${KIT}-affix.${KIT}-error:focus-within{box-shadow:${focusRing(t.colorErrorOutline)}}
.${KIT}-error .${KIT}-prefix{color:${t.colorError}}
.${KIT}-affix input{flex:1;min-width:0;padding:0;border:0;outline:0;background:transparent;font:inherit;color:inherit}
.${KIT}-affix input::placeholder{color:${t.colorTextPlaceholder}}
.${KIT}-prefix{display:flex;margin-inline-end:4px}
.${KIT}-suffix{display:flex;gap:${t.marginXS}px;margin-inline-start:4px}
.${KIT}-eye{color:${t.colorTextDescription};cursor:pointer;transition:color ${t.motionDurationSlow}}
.${KIT}-eye:hover{color:${t.colorIconHover}}
.${KIT}-feedback-success{color:${t.colorSuccess}}
.${KIT}-feedback-error{color:${t.colorError}}
.${KIT}-button{display:inline-flex;align-items:center;justify-content:center;gap:${t.marginXS}px;width:100%;box-sizing:border-box;
  height:${t.controlHeight}px;padding:0 15px;font:inherit;color:${t.colorTextLightSolid};background:${t.colorPrimary};
  border:${t.lineWidth}px ${t.lineType} transparent;border-radius:${t.borderRadius}px;box-shadow:0 2px 0 ${t.controlOutline};
  cursor:pointer;transition:all ${t.motionDurationMid}}
.${KIT}-lg .${KIT}-button{height:${t.controlHeightLG}px;font-size:${t.fontSizeLG}px;border-radius:${t.borderRadiusLG}px}
.${KIT}-button:hover{background:${t.colorPrimaryHover}}
.${KIT}-button:active{background:${t.colorPrimaryActive}}
.${KIT}-button:focus-visible{outline:${t.lineWidth * 4}px solid ${t.colorPrimaryBorder};outline-offset:1px}
.${KIT}-button[aria-busy="true"]{opacity:${t.opacityLoading};cursor:default;pointer-events:none}
.${KIT}-alert{display:flex;align-items:center;gap:${t.marginXS}px;padding:${t.paddingXS}px ${t.paddingSM}px;
  font-family:${t.fontFamily};font-size:${t.fontSize}px;line-height:${t.lineHeight};color:${t.colorText};
  border:${t.lineWidth}px ${t.lineType};border-radius:${t.borderRadiusLG}px}
.${KIT}-alert-error{background:${t.colorErrorBg};border-color:${t.colorErrorBorder}}
.${KIT}-alert-error>.anticon{color:${t.colorError}}
.${KIT}-alert-success{background:${t.colorSuccessBg};border-color:${t.colorSuccessBorder}}
.${KIT}-alert-success>.anticon{color:${t.colorSuccess}}
.${KIT}-toasts{position:fixed;top:8px;left:0;right:0;z-index:${t.zIndexPopupBase + 10};display:flex;flex-direction:column;align-items:center;
  gap:${t.marginXS}px;pointer-events:none;font-family:${t.fontFamily};font-size:${t.fontSize}px;line-height:${t.lineHeight};color:${t.colorText}}
.${KIT}-toast{display:flex;align-items:center;gap:${t.marginXS}px;padding:9px ${t.paddingSM}px;background:${t.colorBgElevated};
  border-radius:${t.borderRadiusLG}px;box-shadow:${t.boxShadow.replace(/\s+/g, ' ').trim()};pointer-events:all;
  animation:${KIT}-toast-in ${t.motionDurationMid} ease-out}
.${KIT}-toast>.anticon{color:${t.colorSuccess}}
@keyframes ${KIT}-toast-in{from{opacity:0;transform:translateY(-100%)}}
`;

/**
 * Mounts the kit's stylesheet. React 19 hoists a <style> with `href` and `precedence` into the
 * head once, however many components render it.
 */
export function SignInStyles() {
  return (
    <style href={`${KIT}-styles`} precedence="default">
      {SIGN_IN_CSS}
    </style>
  );
}
