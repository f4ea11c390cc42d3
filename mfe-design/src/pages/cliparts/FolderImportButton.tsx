import { App, Button, Progress, Typography } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { uploadFile, useNotify } from '@pod/platform';
import { clipartTitle, countFiles, FOLDER_IMPORT_EXTENSIONS, planFolderImport, type ImportFolder } from './folderImport';
import { CREATE_CLIPART, CREATE_CLIPART_CATEGORY } from './queries';

/** Pictures uploaded at once: enough to overlap round trips, few enough for a shared machine. */
const PARALLEL_UPLOADS = 3;

/**
 * 'Import From Folder' (spec 002 §2.6, §4, §5): an `<input webkitdirectory>`; the chosen folder
 * becomes a category under `parentID` (subfolders become subcategories, see folderImport.ts),
 * every jpg/jpeg/png/tif/tiff inside becomes a clipart. While it runs the overlay 'Your folder
 * is uploading. Please wait for completion!' shows the progress.
 */
export function FolderImportButton({ parentID, parentDepth, disabled, onDone }: { parentID: string | null; parentDepth: number; disabled?: boolean; onDone(rootId: string | null): void }) {
  const client = useClient();
  const notify = useNotify();
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const run = async (files: File[]) => {
    const plan = planFolderImport(files, parentDepth + 1);
    if (!plan) {
      void message.warning('No clipart in your folder');
      return;
    }
    const total = countFiles(plan);
    let done = 0;
    setProgress({ done, total });
    let rootId: string | null = null;
    try {
      const importFolder = async (folder: ImportFolder<File>, parent: string | null): Promise<string> => {
        const created = await client.mutation(CREATE_CLIPART_CATEGORY, { parentID: parent, title: folder.title }).toPromise();
        if (created.error) throw created.error;
        const categoryID = created.data!.createClipartCategory.id;
        const queue = [...folder.files];
        const worker = async () => {
          for (let file = queue.shift(); file; file = queue.shift()) {
            const uploaded = await uploadFile(client, file);
            const clip = await client.mutation(CREATE_CLIPART, { title: clipartTitle(file.name), file: uploaded.id, categoryID }).toPromise();
            if (clip.error) throw clip.error;
            done += 1;
            setProgress({ done, total });
          }
        };
        await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
        for (const sub of folder.folders) await importFolder(sub, categoryID);
        return categoryID;
      };
      rootId = await importFolder(plan, parentID);
      notify.success(`Imported ${total} clipart${total === 1 ? '' : 's'}`);
    } catch (error) {
      notify.error(error);
    } finally {
      setProgress(null);
      onDone(rootId);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        data-testid="clipart-folder-input"
        accept={FOLDER_IMPORT_EXTENSIONS.map((e) => `.${e}`).join(',')}
        // Not in React's input typings; browsers pick a whole folder with it.
        {...{ webkitdirectory: '', directory: '' }}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void run(files);
        }}
      />
      <Button icon={<FolderOpenOutlined />} disabled={disabled || !!progress} onClick={() => input.current?.click()}>
        Import From Folder
      </Button>
      {progress ? (
        <div
          role="alertdialog"
          aria-label="Folder upload"
          style={{ position: 'fixed', inset: 0, zIndex: 2000, background: 'rgba(0,0,0,0.45)', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
        >
          <div style={{ background: 'var(--ant-color-bg-container, #fff)', padding: 24, borderRadius: 8, width: 420, textAlign: 'center' }}>
            <Typography.Paragraph strong>Your folder is uploading. Please wait for completion!</Typography.Paragraph>
            <Progress percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 0} />
            <Typography.Text type="secondary">
              {progress.done} / {progress.total}
            </Typography.Text>
          </div>
        </div>
      ) : null}
    </>
  );
}
