import { Alert, Button, Form, Modal, Progress, Space, TreeSelect, Typography, Upload } from 'antd';
import type { UploadFile } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useClient, useMutation, useQuery, useSubscription } from 'urql';
import { ROLES } from '@pod/contracts';
import { firstErrorMessage, uploadFile, useLiveResync, useNotify, usePlatform } from '@pod/platform';
import { ARTWORK_CATEGORIES_QUERY } from '../../../components/category-tree/queries';
import { categoryOptions } from '../../../components/category-tree/model';
import { ARTWORK_IMPORT_PSD_SUBSCRIPTION, ARTWORK_PSD_IMPORT_QUERY, IMPORT_ARTWORK_FROM_PSD } from './queries';
import { IMPORT_PSD_MESSAGES, isPsdFileName, looksLikePsd, type ImportOutcome, outcomeOf } from './importPsd';

export interface ImportPsdModalProps {
  defaultCategoryIDs?: string[];
  onClose(): void;
}

interface FormValues {
  categoryIDs: string[];
  file: UploadFile[];
}

/** form → uploading → importing → done (the design page opens) or failed (spec 002 §4). */
type Stage =
  | { kind: 'form' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'importing'; token: string }
  | { kind: 'failed'; message: string };

/**
 * Import From PSD (spec 002 §2.5, §4, §5): Categories (tree select of the caller's artwork
 * categories) and one .psd file. The file goes up through the signed upload with a progress bar
 * (media checks its bytes on createFile), then importArtworkFromPSD starts the job and the modal
 * follows `artworkImportPSD(token)` until the new artwork's design page opens.
 */
export function ImportPsdModal({ defaultCategoryIDs, onClose }: ImportPsdModalProps) {
  const [form] = Form.useForm<FormValues>();
  const notify = useNotify();
  const client = useClient();
  const navigate = useNavigate();
  const { user } = usePlatform();
  const isSeller = !!user?.roles.includes(ROLES.Seller) && !user.is_supper_admin;
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [, startImport] = useMutation(IMPORT_ARTWORK_FROM_PSD);
  const [{ data: categories }] = useQuery({ query: ARTWORK_CATEGORIES_QUERY, variables: { userID: isSeller ? user?.id : undefined } });
  const treeData = useMemo(() => categoryOptions(categories?.artworkCategories.hits ?? []), [categories]);

  const token = stage.kind === 'importing' ? stage.token : '';
  const [live] = useSubscription({ query: ARTWORK_IMPORT_PSD_SUBSCRIPTION, variables: { token }, pause: !token });
  // Read once as the subscription starts and again whenever the socket (re)connects: an import
  // that finished before the subscription was registered is still seen.
  const [status, readStatus] = useQuery({ query: ARTWORK_PSD_IMPORT_QUERY, variables: { token }, pause: !token, requestPolicy: 'network-only' });
  useLiveResync(() => {
    if (token) readStatus({ requestPolicy: 'network-only' });
  });

  const outcome: ImportOutcome | null = outcomeOf(live.data?.artworkImportPSD ?? null) ?? outcomeOf(status.data?.artworkPsdImport ?? null);
  const settle = useEffectEvent((result: ImportOutcome) => {
    if (result.kind === 'failed') return setStage({ kind: 'failed', message: result.error });
    notify.success(IMPORT_PSD_MESSAGES.imported);
    onClose();
    // The design page lists the PSD's fonts that matched none of ours.
    navigate(`/artworks/${result.id}/design`, { state: { unmatchedFonts: result.unmatchedFonts } });
  });
  useEffect(() => {
    if (stage.kind === 'importing' && outcome) settle(outcome);
  }, [stage.kind, outcome]);
  useEffect(() => {
    if (status.error && stage.kind === 'importing') setStage({ kind: 'failed', message: firstErrorMessage(status.error) });
  }, [status.error, stage.kind]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const file = values.file[0]?.originFileObj;
    if (!file) return;
    if (!(await looksLikePsd(file))) return setStage({ kind: 'failed', message: IMPORT_PSD_MESSAGES.notPsd });
    setStage({ kind: 'uploading', percent: 0 });
    try {
      const uploaded = await uploadFile(client, file, { onProgress: (percent) => setStage({ kind: 'uploading', percent }) });
      const started = await startImport({ fileID: uploaded.id, categoryIDs: values.categoryIDs, title: null });
      if (started.error) throw started.error;
      setStage({ kind: 'importing', token: started.data!.importArtworkFromPSD });
    } catch (error) {
      setStage({ kind: 'failed', message: firstErrorMessage(error) });
    }
  };

  const busy = stage.kind === 'uploading' || stage.kind === 'importing';
  return (
    <Modal
      open
      title="Import From PSD"
      onCancel={onClose}
      maskClosable={!busy}
      footer={
        <Space>
          <Button onClick={onClose}>{busy ? 'Close' : 'Cancel'}</Button>
          <Button type="primary" loading={busy} onClick={submit} disabled={busy}>
            Import
          </Button>
        </Space>
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="import-psd" initialValues={{ categoryIDs: defaultCategoryIDs ?? [], file: [] }} disabled={busy}>
        <Form.Item name="categoryIDs" label="Categories" rules={[{ required: true, type: 'array', min: 1, message: IMPORT_PSD_MESSAGES.categoriesRequired }]}>
          <TreeSelect
            multiple
            treeCheckable
            showCheckedStrategy={TreeSelect.SHOW_ALL}
            treeCheckStrictly={false}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandAll
            placeholder="Choose categories"
            treeData={treeData}
            aria-label="Categories"
          />
        </Form.Item>
        <Form.Item
          name="file"
          label="File PSD"
          valuePropName="fileList"
          getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList.slice(-1)}
          rules={[
            { required: true, type: 'array', min: 1, message: IMPORT_PSD_MESSAGES.fileRequired },
            {
              validator: (_, list: UploadFile[] | undefined) =>
                !list?.length || isPsdFileName(list[0].name) ? Promise.resolve() : Promise.reject(new Error(IMPORT_PSD_MESSAGES.psdOnly)),
            },
          ]}
        >
          <Upload.Dragger accept=".psd" maxCount={1} beforeUpload={() => false} aria-label="File PSD">
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">Click or drag a .psd file here</p>
          </Upload.Dragger>
        </Form.Item>
      </Form>
      {stage.kind === 'uploading' && <Progress percent={stage.percent} status="active" aria-label="Upload progress" />}
      {stage.kind === 'importing' && <Alert type="info" showIcon message={IMPORT_PSD_MESSAGES.importing} />}
      {stage.kind === 'failed' && (
        <Alert type="error" showIcon message="The PSD could not be imported" description={<Typography.Text>{stage.message}</Typography.Text>} />
      )}
    </Modal>
  );
}
