import Foundation

// Measures Wayfinder's operations. Run in release:
//   swift run -c release Benchmarks [--json] [--filter NAME] [--samples N]
var arguments = CommandLine.arguments.dropFirst()
var json = false
var filter: String?
var samples = 301
while let argument = arguments.popFirst() {
  switch argument {
  case "--json": json = true
  case "--filter": filter = arguments.popFirst()
  case "--samples": samples = arguments.popFirst().flatMap(Int.init) ?? samples
  case "--help", "-h":
    print("usage: Benchmarks [--json] [--filter NAME] [--samples N]")
    exit(0)
  default:
    FileHandle.standardError.write(Data("error: unknown option '\(argument)'\n".utf8))
    exit(2)
  }
}

let run = BenchmarkRun(samples: max(samples, 3), filter: filter)
CoreBenchmarks.run(run)
BusBenchmarks.run(run)
DeepLinkBenchmarks.run(run)
await FlowBenchmarks.run(run)
PersistenceBenchmarks.run(run)
StartupBenchmarks.run(run)
if json { try run.printJSON() } else { run.printTable() }
