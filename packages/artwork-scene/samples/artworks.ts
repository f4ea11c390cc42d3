import type { ClipartCategory, Font } from '../src/model/types';
import type { Personalization } from '../src/personalize/values';
import { fixtureFonts } from './fonts';

/** Design size of the reference artworks: the 5:6 ratio of a 4500×5400 print area. */
export const REFERENCE_SIZE = { width: 1500, height: 1800 };

export interface ReferenceCase {
  name: 'text-heavy' | 'images-filters-clipping' | 'personalised';
  artwork: Record<string, unknown>;
  personalization: Personalization;
  fonts: Font[];
  clipartCategories: ClipartCategory[];
}

const text = (id: string, title: string, value: string, extra: Record<string, unknown>) => ({
  id,
  type: 'Text',
  title,
  values: [{ active: true, text: value }],
  ...extra,
});

function textHeavy(base: string): ReferenceCase {
  return {
    name: 'text-heavy',
    fonts: fixtureFonts(base),
    clipartCategories: [],
    personalization: {},
    artwork: {
      id: 'ref-text',
      title: 'Text heavy',
      ...REFERENCE_SIZE,
      sharedLayers: [],
      templates: [
        {
          title: 'Main',
          isDefault: true,
          layers: [
            text('t-title', 'Title #1', 'Happy Birthday Grandma Rose!', {
              x: 100, y: 80, width: 1300, fontFamily: 'Lobster-regular', fontSize: 150, align: 'center',
              fill: '#c81d4e', stroke: '#2b1a3a', strokeWidth: 6, fillAfterStrokeEnabled: 'outside', letterSpacing: 2,
            }),
            text('t-sub', 'Subtitle #2', 'eighty years young', {
              x: 100, y: 520, width: 1300, fontFamily: 'Oswald-700', fontSize: 110, align: 'center',
              fill: '#1f6f5c', textTransform: 'uppercase', letterSpacing: 12,
            }),
            text('t-body', 'Body #3', 'With love from all of us: Anna, Ben, Carla, Dmitri, Elena, Farid and little Gus. Thank you for the stories, the pancakes and the patience.', {
              x: 140, y: 720, width: 1220, fontFamily: 'Oswald-regular', fontSize: 64, lineHeight: 1.35,
              align: 'justify', fill: '#333333', wrapConfig: 'word',
            }),
            text('t-fit', 'Autofit #4', 'THIS LINE SHRINKS TO FIT', {
              x: 150, y: 1180, width: 900, height: 110, fontFamily: 'Oswald-700', fontSize: 104, autofit: true,
              wrapConfig: 'none', fill: '#ffffff', stroke: '#0b3954', strokeWidth: 4, fillAfterStrokeEnabled: 'inside',
            }),
            text('t-vertical', 'Vertical #5', 'LOVE', {
              x: 1250, y: 1150, width: 160, fontFamily: 'Lobster-regular', fontSize: 120, lineHeight: 0.95,
              textDirection: 'vertical', fill: '#e07a1f',
            }),
            text('t-rot', 'Rotated #6', 'since 1946', {
              x: 180, y: 1460, width: 700, fontFamily: 'Lobster-regular', fontSize: 110, rotation: -8, skewX: 0.15,
              fill: '#5b3f8c', align: 'left',
            }),
            text('t-char', 'Char wrap #7', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', {
              x: 900, y: 1500, width: 330, fontFamily: 'Oswald-regular', fontSize: 56, wrapConfig: 'char',
              align: 'right', fill: '#222222', letterSpacing: 3,
            }),
            {
              id: 'l-badge', type: 'Label', title: 'Badge #8', x: 560, y: 1330, text: 'est. 1946',
              fontFamily: 'Oswald-700', fontSize: 60, fill: '#fdf6e3', background: '#b5443c', padding: 18,
              textTransform: 'uppercase', letterSpacing: 4,
            },
            // The default family a new layer gets (spec 002 §9): drawn with the shipped Arimo on both sides.
            text('t-default', 'Invitation #9', 'Sunday 14 June, 3 pm, at the Old Mill', {
              x: 100, y: 1040, width: 1300, fontFamily: 'Arial', fontSize: 56, align: 'center', fill: '#444444',
            }),
            {
              id: 'l-rsvp', type: 'Label', title: 'RSVP #10', x: 100, y: 1690, text: 'RSVP by 1 June',
              fontFamily: 'Arial', fontWeight: 'bold', fontSize: 44, fill: '#ffffff', background: '#1f6f5c', padding: 12,
            },
          ],
        },
      ],
    },
  };
}

function imagesFiltersClipping(base: string): ReferenceCase {
  const image = (id: string, title: string, file: string, extra: Record<string, unknown>) => ({
    id, type: 'Image', title, values: [{ active: true, file: { key: `images/${file}`, url: `${base}/images/${file}` } }], ...extra,
  });
  return {
    name: 'images-filters-clipping',
    fonts: fixtureFonts(base),
    clipartCategories: [],
    personalization: {},
    artwork: {
      id: 'ref-images',
      title: 'Images, filters, clipping',
      ...REFERENCE_SIZE,
      sharedLayers: [],
      templates: [
        {
          title: 'Main',
          isDefault: true,
          layers: [
            // Bleeds past the artwork on every side: the print-area clip must cut it.
            image('i-bg', 'Background #1', 'photo.png', { x: -100, y: -100, width: 1700, height: 1100, ordering: 0 }),
            image('i-crop', 'Cropped #2', 'pattern.png', {
              x: 80, y: 1050, width: 640, height: 640, cropX: 100, cropY: 100, cropWidth: 300, cropHeight: 300, ordering: 1,
            }),
            image('i-blur', 'Blurred #3', 'photo.png', {
              x: 780, y: 1050, width: 640, height: 300, ordering: 2, _filtersMethods: ['Blur'], _filters: { blur: 8 },
            }),
            image('i-bright', 'Brighter #4', 'pattern.png', {
              x: 780, y: 1390, width: 300, height: 300, ordering: 3, _filtersMethods: ['Brighten', 'Contrast'],
              _filters: { brighten: 0.25, contrast: 30 },
            }),
            image('i-pix', 'Pixelated #5', 'photo.png', {
              x: 1120, y: 1390, width: 300, height: 300, ordering: 4, _filtersMethods: ['Pixelate'], _filters: { pixelate: 10 },
            }),
            {
              id: 'g-frame', type: 'Group', title: 'Clipped group #6', x: 300, y: 200, rotation: 12, ordering: 5,
              clip: { x: 0, y: 0, width: 500, height: 500 },
              layers: [
                image('i-in-group', 'Inside group #7', 'pattern.png', { x: -80, y: -80, width: 700, height: 700, scaleX: 0.9, scaleY: 0.9 }),
              ],
            },
            // A flat child of the group (parent id), as the editor stores grouped layers.
            image('i-flat-child', 'Flat child #8', 'pattern.png', { parent: 'g-frame', x: 250, y: 250, width: 200, height: 200, skewX: 0.2 }),
            image('i-hidden', 'Hidden #9', 'photo.png', { x: 0, y: 0, width: 1500, height: 1800, visible: false, ordering: 9 }),
          ],
        },
      ],
    },
  };
}

function personalised(base: string): ReferenceCase {
  const categories: ClipartCategory[] = [
    {
      id: 'pets',
      title: 'Pets',
      cliparts: [
        { id: 'cat', title: 'Cat', file: { key: 'images/clipart-cat.png', url: `${base}/images/clipart-cat.png` } },
        { id: 'dog', title: 'Dog', file: { key: 'images/clipart-dog.png', url: `${base}/images/clipart-dog.png` } },
      ],
      displaySettings: { width: 420, height: 420 },
    },
  ];
  return {
    name: 'personalised',
    fonts: fixtureFonts(base),
    clipartCategories: categories,
    personalization: {
      'o-style': 'dark',
      'o-pet': 'yes',
      't-name': 'Olivia',
      'i-pet': 'cat',
      'i-photo': `${base}/images/shopper-photo.png`,
      't-year': '2019',
    },
    artwork: {
      id: 'ref-personalised',
      title: 'Personalised',
      ...REFERENCE_SIZE,
      sharedLayers: [
        text('s-footer', 'Footer #1', 'made with love', {
          x: 300, y: 1680, width: 900, fontFamily: 'Oswald-regular', fontSize: 60, align: 'center', fill: '#888888',
        }),
      ],
      templates: [
        {
          title: 'Pet portrait',
          isDefault: true,
          layers: [
            {
              id: 'o-style', type: 'Option', title: 'Style', display_mode: 'button',
              options: [{ label: 'Light', value: 'light', default: true }, { label: 'Dark', value: 'dark' }],
              personalized: { enable: true, label: 'Style' },
            },
            {
              id: 'o-pet', type: 'Option', title: 'Add a pet?', display_mode: 'dropdown',
              options: [{ label: 'Yes', value: 'yes' }, { label: 'No', value: 'no', default: true }],
            },
            {
              id: 'i-bg-dark', type: 'Image', title: 'Dark background', x: 0, y: 0, width: 1500, height: 1800, ordering: 0,
              values: [{ active: true, file: { url: `${base}/images/pattern.png` } }],
              _filtersMethods: ['Brighten'], _filters: { brighten: -0.5 },
              condition: { enable: true, action: 'show', match: 'all', rules: [{ option: 'o-style', logic: '=', value: 'dark' }] },
            },
            {
              id: 'i-bg-light', type: 'Image', title: 'Light background', x: 0, y: 0, width: 1500, height: 1800, ordering: 0,
              values: [{ active: true, file: { url: `${base}/images/photo.png` } }],
              condition: { enable: true, action: 'hide', match: 'one', rules: [{ option: 'o-style', logic: '=', value: 'dark' }] },
            },
            {
              id: 'i-photo', type: 'Image', title: 'Photo #2', x: 400, y: 300, width: 700, height: 525, ordering: 2,
              values: [{ active: true, file: { url: `${base}/images/photo.png` } }],
              personalized: { enable: true, type: 'images', label: 'Your photo', required: true },
            },
            text('t-name', 'Name #3', 'Your name', {
              x: 100, y: 900, width: 1300, fontFamily: 'Lobster-regular', fontSize: 170, align: 'center', ordering: 3,
              fill: '#ffd166', stroke: '#3d2c8d', strokeWidth: 8, fillAfterStrokeEnabled: 'outside',
              personalized: { enable: true, label: 'Name', required: true, min: 2, max: 14 },
            }),
            text('t-name-echo', 'Name echo #4', '', {
              x: 100, y: 1160, width: 1300, fontFamily: 'Oswald-700', fontSize: 80, align: 'center', ordering: 4,
              fill: '#ffffff', textTransform: 'uppercase', letterSpacing: 10, hidden: true, dependOnLayer: 't-name',
            }),
            {
              id: 'i-pet', type: 'Image', title: 'Pet #5', x: 1020, y: 1240, width: 300, height: 300, ordering: 5,
              clipartCategory: 'pets', values: [{ active: true, file: { url: `${base}/images/clipart-dog.png` } }],
              personalized: { enable: true, type: 'clipartCategory', label: 'Pet' },
              condition: { enable: true, action: 'show', match: 'all', rules: [{ option: 'o-pet', logic: '=', value: 'yes' }] },
            },
            text('t-year', 'Year #6', '2024', {
              x: 120, y: 1300, width: 500, fontFamily: 'Oswald-regular', fontSize: 110, ordering: 6, fill: '#ef476f',
              personalized: { enable: true, label: 'Year', numberic: true, min: 1900, max: 2100 },
            }),
            text('t-nopet', 'No pet note #7', 'no pets were harmed', {
              x: 120, y: 1480, width: 800, fontFamily: 'Oswald-regular', fontSize: 50, ordering: 7, fill: '#06d6a0',
              condition: { enable: true, action: 'show', match: 'none', rules: [{ option: 'o-pet', logic: '=', value: 'yes' }] },
            }),
            text('t-both', 'Both rules #8', 'dark & pet', {
              x: 120, y: 1560, width: 800, fontFamily: 'Lobster-regular', fontSize: 70, ordering: 8, fill: '#118ab2',
              condition: {
                enable: true, action: 'show', match: 'all',
                rules: [{ option: 'o-pet', logic: '=', value: 'yes' }, { option: 'o-style', logic: '!=', value: 'light' }],
              },
            }),
            { id: 't-footer', type: 'Text', title: 'Footer link', shared_layer_id: 's-footer', x: 300, y: 1700, width: 900, ordering: 9, fontFamily: 'Oswald-regular', fontSize: 60, align: 'center', fill: '#bbbbbb' },
          ],
        },
      ],
    },
  };
}

/** The three reference artworks of the WYSIWYG check and the render benchmark. */
export function referenceCases(baseUrl: string): ReferenceCase[] {
  return [textHeavy(baseUrl), imagesFiltersClipping(baseUrl), personalised(baseUrl)];
}
