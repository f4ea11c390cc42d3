import { Alert, App, Button, Col, Form, Row, Skeleton, Space, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import { validateAttributes, validatePrintAreas, validateProductTypeInput } from '@pod/contracts';
import { Page, firstErrorMessage, useGoBack, useNotify, useUnsavedChanges } from '@pod/platform';
import { AttributesCard } from './AttributesCard';
import { CategoriesCard } from './CategoriesCard';
import { DetailCard } from './DetailCard';
import { EMPTY_EDITOR, toEditorValues, toProductTypeInput, type EditorValues } from './editorValues';
import { ImagesCard } from './ImagesCard';
import { MockupsSection } from './MockupsSection';
import { PrintAreasCard } from './PrintAreasCard';
import {
  CREATE_PRODUCT_TYPE_MUTATION,
  PRODUCT_TYPE_BY_ID_QUERY,
  UPDATE_PRODUCT_TYPE_MUTATION,
  type AttributeValue,
  type PrintAreaValue,
  type ProductTypeByIdResult,
  type ProductTypeDetail,
} from './queries';

const LIST = '/admin/product-types';

/** /admin/product-types/add and /admin/product-types/edit/:id (an id means edit). */
export function ProductTypeEditorPage() {
  const { id } = useParams<{ id: string }>();
  const [{ data, fetching, error }] = useQuery<ProductTypeByIdResult>({
    query: PRODUCT_TYPE_BY_ID_QUERY,
    variables: { id },
    pause: !id,
    requestPolicy: 'network-only',
  });
  const title = id ? 'Edit Product Type' : 'New Product Type';

  if (!id) return <ProductTypeForm key="new" />;
  if (error) return <Page title={title} back={LIST}><Alert type="error" showIcon title={firstErrorMessage(error)} /></Page>;
  if (fetching || !data) return <Page title={title} back={LIST}><Skeleton active /></Page>;
  if (!data.productTypeById) return <Page title={title} back={LIST}><Alert type="error" showIcon title="Product type not found" /></Page>;
  return <ProductTypeForm key={data.productTypeById.id} productType={data.productTypeById} />;
}

interface FormProps {
  productType?: ProductTypeDetail;
}

/** The editor's one form; each card is a section of it. */
function ProductTypeForm({ productType }: FormProps) {
  const navigate = useNavigate();
  const notify = useNotify();
  const { notification } = App.useApp();
  const [form] = Form.useForm<EditorValues>();
  const [createState, createProductType] = useMutation<{ createProductType: ProductTypeDetail }>(CREATE_PRODUCT_TYPE_MUTATION);
  const [updateState, updateProductType] = useMutation<{ updateProductType: ProductTypeDetail }>(UPDATE_PRODUCT_TYPE_MUTATION);
  const initialValues = useMemo(() => (productType ? toEditorValues(productType) : EMPTY_EDITOR), [productType]);
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true;
  const [dirty, setDirty] = useState(false);
  const { release } = useUnsavedChanges(dirty);
  const goBack = useGoBack(LIST);

  // Spec 001 §5: Save is disabled while an attribute row or a print area row is incomplete.
  const attributes = (Form.useWatch('attributes', form) ?? initialValues.attributes) as AttributeValue[];
  const printAreas = (Form.useWatch('printAreas', form) ?? initialValues.printAreas) as PrintAreaValue[];
  const rowProblem = validateAttributes(attributes) ?? validatePrintAreas(printAreas);

  const onFinish = async () => {
    // Every value, also those of no field (print area ids, variant links, image keys).
    const values = form.getFieldsValue(true) as EditorValues;
    const input = toProductTypeInput(values);
    const problem = validateProductTypeInput(input);
    if (problem) return notification.error({ title: 'Error', description: problem.message });

    if (productType) {
      const result = await updateProductType({ id: productType.id, input });
      if (result.error) return notification.error({ title: 'Error', description: firstErrorMessage(result.error) });
      notify.success('Product type has been updated');
      setDirty(false);
      return;
    }
    const result = await createProductType({ input });
    if (result.error) return notification.error({ title: 'Error', description: firstErrorMessage(result.error) });
    notify.success('Product type has been created');
    release();
    navigate(`/admin/product-types/edit/${result.data!.createProductType.id}`, { replace: true, state: { created: true } });
  };

  return (
    <Page
      title={productType ? `Edit Product Type: ${productType.title}` : 'New Product Type'}
      back={LIST}
      bare
      extra={productType && <Link to={`/admin/product-types/${productType.id}/variants`}>Variants</Link>}
    >
      {productType && justCreated && <AddVariantsCallout productTypeId={productType.id} />}
      <Form<EditorValues> form={form} name="product_type" layout="vertical" initialValues={initialValues} onFinish={onFinish} onValuesChange={() => setDirty(true)}>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={16}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <DetailCard />
              <AttributesCard form={form} />
              <PrintAreasCard />
            </Space>
          </Col>
          <Col xs={24} xl={8}>
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <CategoriesCard current={productType?.categories ?? []} />
              <MockupsSection productTypeId={productType?.id} />
              <ImagesCard />
            </Space>
          </Col>
        </Row>
        <Space style={{ marginTop: 16 }}>
          <Tooltip title={rowProblem?.message}>
            <Button type="primary" htmlType="submit" disabled={!!rowProblem} loading={createState.fetching || updateState.fetching}>
              Save
            </Button>
          </Tooltip>
          <Button onClick={goBack}>Cancel</Button>
        </Space>
      </Form>
    </Page>
  );
}

/** Right after creating: a new type has no variants yet, and sellers can only use priced variants. */
function AddVariantsCallout({ productTypeId }: { productTypeId: string }) {
  const navigate = useNavigate();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="Next: add the variants of this type and their prices. Sellers can only pick a type that has a priced variant."
      action={
        <Button type="primary" onClick={() => navigate(`/admin/product-types/${productTypeId}/variants`)}>
          Add variants
        </Button>
      }
    />
  );
}
