// Renders the frames of a recorded terminal session as one animated SVG: a terminal window whose
// screen shows each frame for its time, in a loop. Used by Tools/Record/record-session.sh.
//
//   swift Tools/Record/render-svg.swift FRAMES-DIRECTORY COLUMNS ROWS OUTPUT.svg
//
// A frame is `NNNN.ans`, the pane's text with its SGR colour sequences, and `NNNN.time`, how many
// seconds it stays. The animation is CSS only (no script), so the picture plays wherever an SVG is
// shown as an image: in a browser, on a repository page, in a DocC archive.

import Foundation

struct Style: Equatable {
  var foreground: Int?  // 0...15
  var bold = false
}

struct Run {
  var text: String
  var style: Style
}

/// The lines of a frame as runs of one style; SGR sequences change the style, others are dropped.
func parse(_ text: String) -> [[Run]] {
  var lines: [[Run]] = []
  var style = Style()
  for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
    var runs: [Run] = []
    var current = ""
    var scalars = line.unicodeScalars.makeIterator()
    func flush() {
      if !current.isEmpty { runs.append(Run(text: current, style: style)) }
      current = ""
    }
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        current.unicodeScalars.append(scalar)
        continue
      }
      guard scalars.next() == "[" else { continue }
      var parameters = ""
      var final: Unicode.Scalar?
      while let next = scalars.next() {
        if next.value >= 0x40 && next.value <= 0x7E {
          final = next
          break
        }
        parameters.unicodeScalars.append(next)
      }
      guard final == "m" else { continue }
      flush()
      let codes = parameters.split(separator: ";").compactMap { Int($0) }
      for code in codes.isEmpty ? [0] : codes {
        switch code {
        case 0: style = Style()
        case 1: style.bold = true
        case 22: style.bold = false
        case 30...37: style.foreground = code - 30
        case 90...97: style.foreground = code - 90 + 8
        case 39: style.foreground = nil
        default: break
        }
      }
    }
    flush()
    lines.append(runs)
  }
  return lines
}

func escaped(_ text: String) -> String {
  text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    .replacingOccurrences(of: ">", with: "&gt;")
}

let palette = [
  "#45475a", "#f38ba8", "#a6e3a1", "#f9e2af", "#89b4fa", "#f5c2e7", "#94e2d5", "#bac2de",
  "#585b70", "#f38ba8", "#a6e3a1", "#f9e2af", "#89b4fa", "#f5c2e7", "#94e2d5", "#a6adc8",
]

let arguments = CommandLine.arguments
guard arguments.count == 5, let columns = Int(arguments[2]), let rows = Int(arguments[3]) else {
  FileHandle.standardError.write(
    Data("usage: render-svg.swift FRAMES-DIRECTORY COLUMNS ROWS OUTPUT.svg\n".utf8))
  exit(2)
}
let directory = URL(fileURLWithPath: arguments[1])
let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
  .filter { $0.hasSuffix(".ans") }.sorted()

// Consecutive identical frames become one that lasts as long as they did together.
var frames: [(text: String, seconds: Double)] = []
for name in names {
  let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  let timeFile = directory.appendingPathComponent(String(name.dropLast(4)) + ".time")
  let seconds =
    Double(
      try String(contentsOf: timeFile, encoding: .utf8).trimmingCharacters(
        in: .whitespacesAndNewlines))
    ?? 1
  if let last = frames.last, last.text == text {
    frames[frames.count - 1].seconds += seconds
  } else {
    frames.append((text, seconds))
  }
}
guard !frames.isEmpty else {
  FileHandle.standardError.write(Data("no frames in \(directory.path)\n".utf8))
  exit(1)
}
frames[frames.count - 1].seconds += 3  // Rest on the last frame before the loop starts again.

let fontSize = 14.0
let cellWidth = 8.43
let lineHeight = 18.0
let padding = 16.0
let titleBar = 28.0
let screenWidth = Double(columns) * cellWidth
let screenHeight = Double(rows) * lineHeight
let width = screenWidth + 2 * padding
let height = screenHeight + 2 * padding + titleBar
let total = frames.reduce(0) { $0 + $1.seconds }

var svg = """
  <svg xmlns="http://www.w3.org/2000/svg" xml:space="preserve" width="\(Int(width))" height="\(Int(height))" \
  viewBox="0 0 \(Int(width)) \(Int(height))" role="img" aria-label="A terminal session of the \
  Wayfinder showcase">
  <style>
  text { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; \
  font-size: \(Int(fontSize))px; fill: #cdd6f4; white-space: pre; }
  .b { font-weight: bold; }

  """
for (index, color) in palette.enumerated() { svg += ".c\(index) { fill: \(color); }\n" }
svg += "#film { animation: play \(String(format: "%.2f", total))s step-end infinite; }\n"
svg += "@keyframes play {\n"
var start = 0.0
for (index, frame) in frames.enumerated() {
  let percent = start / total * 100
  svg +=
    "  \(String(format: "%.3f", percent))% { transform: translateY(\(String(format: "%.1f", -Double(index) * screenHeight))px); }\n"
  start += frame.seconds
}
svg +=
  "  100% { transform: translateY(\(String(format: "%.1f", -Double(frames.count - 1) * screenHeight))px); }\n"
svg += "}\n</style>\n"
svg += """
  <rect width="\(Int(width))" height="\(Int(height))" rx="8" fill="#1e1e2e"/>
  <circle cx="20" cy="14" r="6" fill="#f38ba8"/><circle cx="40" cy="14" r="6" fill="#f9e2af"/>\
  <circle cx="60" cy="14" r="6" fill="#a6e3a1"/>
  <text x="\(Int(width / 2))" y="19" text-anchor="middle" style="fill:#a6adc8;font-size:12px">\
  swift run showcase</text>
  <clipPath id="screen"><rect x="\(Int(padding))" y="\(Int(padding + titleBar))" \
  width="\(Int(screenWidth))" height="\(Int(screenHeight))"/></clipPath>
  <g clip-path="url(#screen)"><g id="film">

  """
for (index, frame) in frames.enumerated() {
  let top = padding + titleBar + Double(index) * screenHeight
  for (row, runs) in parse(frame.text).prefix(rows).enumerated() where !runs.isEmpty {
    let y = top + Double(row) * lineHeight + fontSize
    var line = "<text x=\"\(Int(padding))\" y=\"\(String(format: "%.1f", y))\">"
    for run in runs {
      var classes: [String] = []
      if let color = run.style.foreground { classes.append("c\(color)") }
      if run.style.bold { classes.append("b") }
      line +=
        classes.isEmpty
        ? escaped(run.text)
        : "<tspan class=\"\(classes.joined(separator: " "))\">\(escaped(run.text))</tspan>"
    }
    svg += line + "</text>\n"
  }
}
svg += "</g></g>\n</svg>\n"
try svg.write(to: URL(fileURLWithPath: arguments[4]), atomically: true, encoding: .utf8)
