import Foundation

/// The parts of `swift package dump-package` that the shape rules read.
struct Manifest: Decodable {
  struct Target: Decodable {
    var name: String
    var path: String?
    var type: String
    var dependencies: [Dependency]
  }

  /// A target dependency: by name (a target or a product), a target, or a product of a package.
  enum Dependency: Decodable, Equatable {
    case byName(String)
    case target(String)
    case product(String, package: String?)

    private enum CodingKeys: String, CodingKey { case byName, target, product }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      func first(_ key: CodingKeys) throws -> [String?]? {
        guard container.contains(key) else { return nil }
        var list = try container.nestedUnkeyedContainer(forKey: key)
        var values: [String?] = []
        while !list.isAtEnd {
          // A name, or `null`; anything else (a platform condition) is read past and kept as nil,
          // so that the loop always moves on.
          if try list.decodeNil() {
            values.append(nil)
          } else if let value = try? list.decode(String.self) {
            values.append(value)
          } else {
            _ = try list.decode(Skipped.self)
            values.append(nil)
          }
        }
        return values
      }
      if let values = try first(.byName), let name = values.first ?? nil {
        self = .byName(name)
      } else if let values = try first(.target), let name = values.first ?? nil {
        self = .target(name)
      } else if let values = try first(.product), let name = values.first ?? nil {
        self = .product(name, package: values.count > 1 ? values[1] : nil)
      } else {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "dependency"))
      }
    }
  }

  var targets: [Target]

  /// Any JSON value, read and ignored.
  private struct Skipped: Decodable {
    init(from decoder: any Decoder) throws {}
  }
}

/// The rules that keep the package's shape: the core depends on nothing but its macro plugin; a
/// library beside the core (`Modules/Wayfinder*`: the testing and logging libraries) depends on
/// the core and on one package at most; an adapter (`Adapters/`: SwiftUI, UIKit) depends on the
/// core alone (and, on Linux, on the stand-in of its framework); a feature module never depends
/// on another feature, on such a library, on an adapter, or on the app.
enum PackageShape {
  static let corePath = "Modules/Wayfinder"

  /// Every rule that `manifest` breaks, as a sentence; empty when the shape holds.
  /// - Parameters:
  ///   - manifest: The package description.
  ///   - moduleFolders: The folders under `Modules/`, to check that each is a target.
  static func violations(in manifest: Manifest, moduleFolders: [String]) -> [String] {
    let byName = Dictionary(manifest.targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    func path(_ target: Manifest.Target) -> String {
      target.path ?? (target.type == "test" ? "Tests/\(target.name)" : "Sources/\(target.name)")
    }
    /// A library that ships beside the core: `Modules/Wayfinder<Something>`.
    func isLibrary(_ target: Manifest.Target) -> Bool {
      path(target).hasPrefix(corePath) && path(target) != corePath
    }
    func isFeature(_ target: Manifest.Target) -> Bool {
      path(target).hasPrefix("Modules/") && path(target) != corePath && !isLibrary(target)
    }
    func isApp(_ target: Manifest.Target) -> Bool { path(target).hasPrefix("App/") }
    func isAdapter(_ target: Manifest.Target) -> Bool { path(target).hasPrefix("Adapters/") }

    var problems: [String] = []
    guard let core = manifest.targets.first(where: { path($0) == corePath }) else {
      return ["no target lives at \(corePath)"]
    }
    for dependency in core.dependencies {
      switch dependency {
      case .byName(let name), .target(let name):
        if let target = byName[name] {
          if target.type != "macro" {
            problems.append(
              "\(core.name) depends on target \(name); only its macro plugin is allowed")
          }
        } else {
          problems.append("\(core.name) depends on product \(name); it may depend on no package")
        }
      case .product(let name, let package):
        problems.append(
          "\(core.name) depends on product \(name) of \(package ?? "a package"); it may depend on no package"
        )
      }
    }
    for library in manifest.targets where isLibrary(library) {
      var packages: Set<String> = []
      for dependency in library.dependencies {
        switch dependency {
        case .byName(let name), .target(let name):
          if let target = byName[name] {
            if path(target) != corePath {
              problems.append(
                "library \(library.name) depends on target \(name); only the core is allowed")
            }
          } else {
            packages.insert(name)
          }
        case .product(let name, let package):
          packages.insert(package ?? name)
        }
      }
      if packages.count > 1 {
        problems.append(
          "library \(library.name) depends on \(packages.count) packages "
            + "(\(packages.sorted().joined(separator: ", "))); one at most is allowed")
      }
    }
    for adapter in manifest.targets where isAdapter(adapter) {
      for dependency in adapter.dependencies {
        switch dependency {
        case .byName(let name), .target(let name):
          guard let target = byName[name] else {
            problems.append("adapter \(adapter.name) depends on product \(name); only the core")
            continue
          }
          if path(target) != corePath && !path(target).hasPrefix("Tools/AppleStandIns/") {
            problems.append(
              "adapter \(adapter.name) depends on target \(name); only the core is allowed")
          }
        case .product(let name, let package):
          problems.append(
            "adapter \(adapter.name) depends on product \(name) of \(package ?? "a package"); only the core"
          )
        }
      }
    }
    for feature in manifest.targets where isFeature(feature) {
      for dependency in feature.dependencies {
        switch dependency {
        case .byName(let name), .target(let name):
          if let target = byName[name] {
            if isAdapter(target) {
              problems.append("feature \(feature.name) depends on the adapter \(target.name)")
            }
            problems.append(contentsOf: rule(feature, target, isFeature, isLibrary, isApp))
          }
        case .product:
          continue
        }
      }
    }
    let targetFolders = Set(manifest.targets.map(path))
    for folder in moduleFolders where !targetFolders.contains("Modules/\(folder)") {
      problems.append("Modules/\(folder) is not the path of any target")
    }
    return problems
  }

  private static func rule(
    _ feature: Manifest.Target, _ target: Manifest.Target,
    _ isFeature: (Manifest.Target) -> Bool, _ isLibrary: (Manifest.Target) -> Bool,
    _ isApp: (Manifest.Target) -> Bool
  ) -> [String] {
    if isFeature(target) {
      return ["feature \(feature.name) depends on feature \(target.name)"]
    }
    if isLibrary(target) {
      return ["feature \(feature.name) depends on the library \(target.name)"]
    }
    if isApp(target) {
      return ["feature \(feature.name) depends on the app target \(target.name)"]
    }
    return []
  }
}
