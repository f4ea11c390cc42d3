import { describe, expect, it } from 'vitest';
import { carrierChoices, refusalLines, type CarrierOrder } from './carriers';

const mug = {
  id: 'pt-mug',
  title: 'Ceramic Mug',
  product_type_carriers: [
    { carrier: { id: 'usps', name: 'USPS' }, price: 4.5, default: false },
    { carrier: { id: 'dhl', name: 'DHL' }, price: 9, default: true },
  ],
};
const tee = { id: 'pt-tee', title: 'Classic Tee', product_type_carriers: [{ carrier: { id: 'ups', name: 'UPS' }, price: 6, default: false }] };
const order = (id: string, product_type: CarrierOrder['product_type']): CarrierOrder => ({ id, name: `#${id}`, product_type });

describe('carrierChoices', () => {
  it("offers the product type's carriers with their price, the default chosen first", () => {
    expect(carrierChoices([order('1', mug), order('2', mug)])).toEqual({
      kind: 'choices',
      productType: 'Ceramic Mug',
      choices: [
        { carrierId: 'dhl', name: 'DHL', price: 9, default: true },
        { carrierId: 'usps', name: 'USPS', price: 4.5, default: false },
      ],
      initial: 'dhl',
    });
  });

  it('chooses nothing first when the type has no default', () => {
    expect(carrierChoices([order('1', tee)])).toMatchObject({ kind: 'choices', initial: null });
  });

  it('asks for one product type when the selection mixes them', () => {
    expect(carrierChoices([order('1', mug), order('2', tee)])).toEqual({ kind: 'mixed', productTypes: ['Ceramic Mug', 'Classic Tee'] });
  });

  it('says so when the product type ships with no carrier', () => {
    expect(carrierChoices([order('1', { ...tee, product_type_carriers: [] })])).toEqual({ kind: 'none' });
    expect(carrierChoices([order('1', null)])).toEqual({ kind: 'none' });
  });
});

describe('refusalLines', () => {
  it('names each refused order by its store number and gives the reason', () => {
    expect(refusalLines([{ order_id: '2', message: 'Only accepted orders get a carrier' }, { order_id: '9', message: 'Order not found' }], [order('2', tee)])).toEqual([
      'Order #2: Only accepted orders get a carrier',
      'Order 9: Order not found',
    ]);
  });
});
