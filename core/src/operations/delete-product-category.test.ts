import { describe, expect, it } from 'vitest';
import { deleteProductCategory } from './delete-product-category';
import { storeWith } from './testing/fixtures';

const AT = new Date('2026-11-01T10:00:00Z');
const product = (name: string, categoryId: string | null) => ({
  name,
  categoryId,
  orderIndex: 0,
  createdAt: AT,
  updatedAt: AT,
});

describe('deleting a product category', () => {
  it('takes the category off its products, which stay, and leaves the other categories alone', async () => {
    const db = await storeWith({
      'sites/s1/productCategories/fromages': { name: 'Fromages', orderIndex: 0 },
      'sites/s1/productCategories/vins': { name: 'Vins', orderIndex: 1 },
      'sites/s1/products/comte': product('Comté', 'fromages'),
      'sites/s1/products/brie': product('Brie', 'fromages'),
      'sites/s1/products/cotes': product('Côtes-du-Rhône', 'vins'),
      'sites/s2/products/tomme': product('Tomme', 'fromages'),
    });
    await deleteProductCategory(db, 's1', 'fromages');
    expect(await db.get('sites/s1/productCategories/fromages')).toBeNull();
    expect(await db.get('sites/s1/productCategories/vins')).not.toBeNull();
    const categoryOf = async (path: string) => (await db.get(path))?.data.categoryId;
    expect(await categoryOf('sites/s1/products/comte')).toBeNull();
    expect(await categoryOf('sites/s1/products/brie')).toBeNull();
    expect(await categoryOf('sites/s1/products/cotes')).toBe('vins');
    expect(await categoryOf('sites/s2/products/tomme')).toBe('fromages');
    expect((await db.get('sites/s1/products/comte'))?.data.updatedAt).not.toEqual(AT);
  });
});
