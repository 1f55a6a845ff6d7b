// Side-effect CSS entry point of DocSearch, which ships no type declarations.
declare module '@docsearch/react/style';
