import { describe, expect, it } from 'vitest';
import { cssColour, mockupBackground } from './background-colour';

describe('mockup background colour', () => {
  it('reads variant colour names as CSS keywords, whatever their case, spaces or hyphens', () => {
    expect(cssColour('Black')).toBe('rgb(0, 0, 0)');
    expect(cssColour('Light Blue')).toBe('rgb(173, 216, 230)');
    expect(cssColour('dark-green')).toBe('rgb(0, 100, 0)');
    expect(cssColour('#1e90ff')).toBe('#1e90ff');
    expect(cssColour('rgba(10, 20, 30, 0.5)')).toBe('rgba(10, 20, 30, 0.5)');
  });

  it('falls back to the default colour for names that are no colour, and to none', () => {
    expect(mockupBackground('Heather Galaxy', '#ffffff')).toBe('#ffffff');
    expect(mockupBackground('Navy', '#ffffff')).toBe('rgb(0, 0, 128)');
    expect(mockupBackground(null, null)).toBeNull();
    expect(mockupBackground(null, 'url(javascript:x)')).toBeNull();
  });
});
