#!/usr/bin/env bash
# Records a real terminal session of the showcase and renders it as an animated SVG for the
# README and the documentation catalog.
#
#   Tools/Record/record-session.sh [OUTPUT.svg]
#
# The showcase runs in a tmux pane of a fixed size, in memory; the commands of the end-to-end
# transcript Tests/ShowcaseEndToEndTests/Transcripts/session.in are typed into it a few
# characters at a time, and the pane is captured (with its colours) as it changes. The
# transcript test checks that the showcase still prints what the session shows, and
# ShowcaseEndToEndTests checks that the recording holds every line of that transcript, so a
# change of behaviour fails the tests until the session is recorded again with this script.
# Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/../.."

output=${1:-Modules/Wayfinder/Documentation.docc/Resources/showcase-session.svg}
commands=Tests/ShowcaseEndToEndTests/Transcripts/session.in
columns=100
rows=36
socket=wayfinder-record-$$
frames=$(mktemp -d)
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$frames"' EXIT

swift build --product showcase
binary=$(swift build --show-bin-path)/showcase

tmux -L "$socket" new-session -d -s session -x "$columns" -y "$rows" \
  "env -u NO_COLOR PS1= $binary --in-memory"
tmux -L "$socket" set-option -t session status off >/dev/null

count=0
# capture SECONDS: the pane as it is now, shown for SECONDS.
capture() {
  count=$((count + 1))
  tmux -L "$socket" capture-pane -t session -e -p >"$frames/$(printf '%04d' "$count").ans"
  echo "$1" >"$frames/$(printf '%04d' "$count").time"
}
# settle: waits until the pane ends with the prompt again.
settle() {
  for _ in $(seq 1 100); do
    if tmux -L "$socket" capture-pane -t session -p | grep -v '^$' | tail -1 | grep -q '^showcase> *$'; then
      return 0
    fi
    sleep 0.1
  done
  echo "the showcase did not come back to its prompt" >&2
  return 1
}

settle
capture 1.2
while IFS= read -r line; do
  case "$line" in '' | '#'*) continue ;; esac
  rest=$line
  while [ -n "$rest" ]; do
    chunk=${rest:0:4}
    rest=${rest:4}
    tmux -L "$socket" send-keys -t session -l "$chunk"
    sleep 0.05
    capture 0.08
  done
  capture 0.5
  tmux -L "$socket" send-keys -t session Enter
  settle
  capture 2.2
done <"$commands"

swift Tools/Record/render-svg.swift "$frames" "$columns" "$rows" "$output"
echo "wrote $output ($count frames)"
