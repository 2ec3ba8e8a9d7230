// Test-mode Razorpay Checkout, served by @atelier/razorpay-sandbox at <prefix>/checkout.js.
// Defines window.Razorpay with Razorpay Checkout's JS API — new Razorpay(options), .open(), .close(),
// .on('payment.failed', fn) — and renders an accessible dialog marked "Test mode" with Pay and Fail.
// Pay and Fail call the sandbox (POST <prefix>/checkout/pay), which records the payment, signs the
// handler's payload exactly as Razorpay does and sends the webhooks. Plain JS on purpose: no build.
(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\/checkout\.js(\?.*)?$/, '') : '';
  var SYMBOL = { INR: '\u20b9', USD: '$', EUR: '\u20ac', GBP: '\u00a3' };
  var seq = 0;

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k === 'style') node.style.cssText = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) { if (c) node.appendChild(c); });
    return node;
  }

  function money(amount, currency) {
    if (typeof amount !== 'number') return '';
    var sym = SYMBOL[currency] || (currency ? currency + ' ' : '');
    return sym + (amount / 100).toFixed(2);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('No key passed');
    this.options = options;
    this.handlers = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, fn) {
    (this.handlers[event] = this.handlers[event] || []).push(fn);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.handlers[event] || []).forEach(function (fn) { fn(payload); });
  };

  Razorpay.prototype.open = function () {
    if (this.root) return this;
    var self = this;
    var o = this.options;
    var theme = o.theme || {};
    var modal = o.modal || {};
    var id = 'rzp-sandbox-' + ++seq;
    var status = el('p', { id: id + '-status', role: 'status', 'aria-live': 'polite', style: 'min-height:1.25em;margin:.75rem 0 0;color:#b91c1c' });
    var pay = el('button', { type: 'button', text: ('Pay ' + money(o.amount, o.currency)).trim(), style: 'flex:1;padding:.6rem 1rem;border:0;border-radius:.375rem;font:inherit;font-weight:600;color:#fff;background:' + (theme.color || '#2563eb') });
    var fail = el('button', { type: 'button', text: 'Fail', style: 'flex:1;padding:.6rem 1rem;border:1px solid #b91c1c;border-radius:.375rem;font:inherit;color:#b91c1c;background:#fff' });
    var close = el('button', { type: 'button', 'aria-label': 'Close', text: '\u00d7', style: 'position:absolute;top:.5rem;right:.75rem;border:0;background:none;font-size:1.5rem;line-height:1;cursor:pointer;color:#374151' });
    var dialog = el('div', { role: 'dialog', 'aria-modal': 'true', tabindex: '-1', 'aria-labelledby': id + '-title', 'aria-describedby': id + '-desc', style: 'position:relative;box-sizing:border-box;width:min(24rem,calc(100vw - 2rem));padding:1.5rem;border-radius:.75rem;background:#fff;color:#111827;font:16px/1.5 system-ui,sans-serif;box-shadow:0 10px 40px rgba(0,0,0,.3)' }, [
      close,
      el('p', { text: 'Test mode', style: 'display:inline-block;margin:0 0 .5rem;padding:.125rem .5rem;border-radius:999px;background:#fef3c7;color:#92400e;font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.05em' }),
      el('h2', { id: id + '-title', text: o.name || 'Payment', style: 'margin:0;font-size:1.25rem' }),
      el('p', { id: id + '-desc', text: (o.description ? o.description + ' \u2014 ' : '') + 'no real money moves in test mode.', style: 'margin:.25rem 0 0;color:#4b5563' }),
      el('p', { text: money(o.amount, o.currency), style: 'margin:.75rem 0 0;font-size:1.5rem;font-weight:700' }),
      el('div', { style: 'display:flex;gap:.75rem;margin-top:1rem' }, [pay, fail]),
      status,
    ]);
    var root = el('div', { 'data-razorpay-sandbox': '', style: 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:' + (theme.backdrop_color || 'rgba(17,24,39,.6)') }, [dialog]);
    var before = document.activeElement;
    var busy = false;

    function finish() {
      self.close();
      if (before && before.focus) before.focus();
    }
    function dismiss() {
      if (busy) return;
      finish();
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }
    function submit(outcome) {
      if (busy) return;
      busy = true;
      var button = outcome === 'success' ? pay : fail;
      // A disabled button loses focus to <body>; keep it in the dialog (Esc and Tab still work).
      dialog.focus();
      pay.disabled = fail.disabled = true;
      status.textContent = 'Processing\u2026';
      var prefill = o.prefill || {};
      fetch(base + '/checkout/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key_id: o.key, order_id: o.order_id, outcome: outcome, email: prefill.email, contact: prefill.contact, description: o.description }),
      })
        .then(function (res) { return res.json(); })
        .then(function (body) {
          busy = false;
          pay.disabled = fail.disabled = false;
          button.focus();
          if (body.razorpay_payment_id) {
            finish();
            if (typeof o.handler === 'function') o.handler(body);
            return;
          }
          // Razorpay keeps the dialog open for another try unless retry is disabled.
          status.textContent = (body.error && body.error.description) || 'Payment failed';
          if (o.retry && o.retry.enabled === false) finish();
          if (body.error && body.error.metadata && body.error.metadata.payment_id) self.emit('payment.failed', { error: body.error });
        })
        .catch(function () {
          busy = false;
          pay.disabled = fail.disabled = false;
          button.focus();
          status.textContent = 'The test-mode payment server did not answer. Try again.';
        });
    }

    pay.addEventListener('click', function () { submit('success'); });
    fail.addEventListener('click', function () { submit('failure'); });
    close.addEventListener('click', dismiss);
    if (modal.backdropclose) root.addEventListener('click', function (e) { if (e.target === root) dismiss(); });
    function onKey(e) {
      if (e.key === 'Escape' && modal.escape !== false) {
        e.preventDefault();
        dismiss();
      } else if (e.key === 'Tab') {
        // Keep focus inside the dialog while it is open.
        var items = [close, pay, fail].filter(function (b) { return !b.disabled; });
        var i = items.indexOf(document.activeElement);
        var next = e.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : (i + 1) % items.length;
        e.preventDefault();
        items[next].focus();
      }
    }
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(root);
    this.root = root;
    this.onKey = onKey;
    pay.focus();
    return this;
  };

  Razorpay.prototype.close = function () {
    if (this.onKey) document.removeEventListener('keydown', this.onKey, true);
    this.onKey = null;
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };

  window.Razorpay = Razorpay;
})();
