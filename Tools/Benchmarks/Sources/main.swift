import Foundation

// Measures Wayfinder's operations. Run in release:
//   swift run -c release Benchmarks [--json | --markdown [--commit SHA]] [--filter NAME] [--samples N]
//   swift run -c release Benchmarks --smoke     a few samples each: fails on a broken benchmark
//   Benchmarks --count CASE --sends N --modules M   untimed sends, for Tools/Benchmarks/callgrind.sh
let usage = """
  usage: Benchmarks [--json | --markdown [--commit SHA]] [--filter NAME] [--samples N] [--smoke]
         Benchmarks --count \(InstructionCounts.cases.joined(separator: "|")) --sends N --modules M
  """

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(2)
}

/// The positive number that follows an option.
func number(after option: String, _ value: String?) -> Int {
  guard let value, let number = Int(value), number > 0 else {
    fail("\(option) needs a positive number, not '\(value ?? "")'\n\(usage)")
  }
  return number
}

var arguments = CommandLine.arguments.dropFirst()
var json = false
var markdown = false
var commit: String?
var smoke = false
var filter: String?
var samples: Int?
var count: String?
var sends = 2_000
var modules = 3
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--markdown": markdown = true
  case "--commit":
    guard let sha = arguments.popFirst() else { fail("--commit needs a commit\n\(usage)") }
    commit = sha
  case "--smoke": smoke = true
  case "--filter":
    guard let name = arguments.popFirst() else { fail("--filter needs a name\n\(usage)") }
    filter = name
  case "--samples": samples = max(number(after: argument, arguments.popFirst()), 3)
  case "--count":
    guard let name = arguments.popFirst(), InstructionCounts.cases.contains(name) else {
      fail("--count needs one of \(InstructionCounts.cases.joined(separator: ", "))")
    }
    count = name
  case "--sends": sends = number(after: argument, arguments.popFirst())
  case "--modules": modules = number(after: argument, arguments.popFirst())
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    fail("unknown option '\(argument)'\n\(usage)")
  }
}

if let count {
  if let problem = await InstructionCounts.run(count, sends: sends, modules: modules) {
    FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
    exit(1)
  }
  exit(0)
}

let run = BenchmarkRun(samples: samples ?? (smoke ? 3 : 301), filter: filter, isSmoke: smoke)
CoreBenchmarks.run(run)
BusBenchmarks.run(run)
ViewModelBenchmarks.run(run)
DeepLinkBenchmarks.run(run)
await FlowBenchmarks.run(run)
PersistenceBenchmarks.run(run)
StartupBenchmarks.run(run)
if json {
  try run.printJSON()
} else if markdown {
  // The command as it ran, without the path it was started from.
  let words = ["Benchmarks"] + CommandLine.arguments.dropFirst()
  run.printMarkdown(command: words.joined(separator: " "), commit: commit)
} else {
  run.printTable()
}
if !run.problems.isEmpty {
  FileHandle.standardError.write(
    Data(run.problems.map { "error: \($0)\n" }.joined().utf8))
  exit(1)
}
if smoke {
  // What a smoke run checks: every benchmark ran to its end with the results it expects, and
  // every verdict could be computed. Whether a verdict passed depends on the machine's speed and
  // load, so it is printed, never failed on.
  print("\nsmoke: \(run.measurements.count) measurements, \(run.verdicts.count) verdicts computed")
}
