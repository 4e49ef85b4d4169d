/**
 * What the stand-in scripts share (plain ES5, so any browser the diner has can run them): the
 * phone-or-PC choice the real scripts make from the browser, and the PC layer: a full-screen
 * overlay holding the card window in a frame, with a close button that ends the payment.
 */
export const LAYER_SHARED = `
  var here = document.currentScript && document.currentScript.src;
  function cardPage(code) {
    return here ? new URL('card', here).href : '/pg/' + code + '/card';
  }
  function isMobile() {
    return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
  }
  function openLayer(id, src, onClose) {
    var old = document.getElementById(id);
    if (old) old.parentNode.removeChild(old);
    var layer = document.createElement('div');
    layer.id = id;
    layer.setAttribute('role', 'dialog');
    layer.setAttribute('aria-modal', 'true');
    layer.setAttribute('aria-label', '카드 결제 · Card payment');
    layer.style.cssText = 'position:fixed;inset:0;z-index:9999;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center';
    var box = document.createElement('div');
    box.style.cssText = 'position:relative;width:min(660px,100vw);height:min(825px,100vh);background:#fff';
    var frame = document.createElement('iframe');
    frame.title = '카드 결제 · Card payment';
    frame.src = src;
    frame.style.cssText = 'border:0;width:100%;height:100%';
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = '닫기 · Close';
    close.style.cssText = 'position:absolute;top:8px;right:8px;z-index:1;min-height:40px;padding:0 12px';
    close.addEventListener('click', function () {
      if (layer.parentNode) layer.parentNode.removeChild(layer);
      onClose();
    });
    box.appendChild(close);
    box.appendChild(frame);
    layer.appendChild(box);
    document.body.appendChild(layer);
    close.focus();
    return layer;
  }
`;
