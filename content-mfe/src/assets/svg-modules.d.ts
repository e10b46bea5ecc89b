// The bundler turns an imported .svg into the URL of the emitted file (asset/resource rule).
declare module '*.svg' {
  const url: string;
  export default url;
}
