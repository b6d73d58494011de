// socket.io-client in the web apps' Jest tests: a socket that never connects. What the server would send is handed
// to the page by shared-auth/testing's `deliverRealtimeEvent`.
function io() {
  return { on() {}, onAny() {}, emit() {}, connect() {}, disconnect() {} };
}

module.exports = { io };
