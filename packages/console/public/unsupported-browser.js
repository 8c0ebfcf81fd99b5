// Internet Explorer never runs module scripts, so its upgrade warning (SPEC §2.2) is plain ES5, loaded with
// `nomodule` from index.html. It is a file, not an inline script, because the server's Content-Security-Policy
// runs no inline script; app.tsx shows the same page should a module-capable IE-like agent get this far.
document.getElementById('root').innerHTML =
  '<div style="max-width:520px;margin:120px auto;text-align:center;font-family:sans-serif">' +
  '<h1>请升级您的浏览器</h1><p>本平台不支持 Internet Explorer。请使用最新版本的 Chrome、Edge、Firefox 或 Safari 浏览器访问。</p></div>';
