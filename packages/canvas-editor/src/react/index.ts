export * from './useEditorState';
