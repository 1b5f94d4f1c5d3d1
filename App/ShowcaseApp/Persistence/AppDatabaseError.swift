import Foundation
import GRDB

/// The store cannot be used, with what is wrong and where: a folder where the file should be,
/// a file or folder the process may not write, or a database error that setting the file aside
/// cannot fix. SQLite's own codes are translated into words.
public struct AppDatabaseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The store's path.
  public var path: String
  /// What is wrong.
  public var problem: String

  public var description: String { "the store at \(path) cannot be used: \(problem)" }

  /// Creates the error.
  /// - Parameters:
  ///   - path: The store's path.
  ///   - problem: What is wrong.
  public init(path: String, problem: String) {
    self.path = path
    self.problem = problem
  }

  /// Checks, before SQLite sees it, that a path can hold the store: not a folder, and writable
  /// (the file, or the folder that will hold it).
  static func checkUsable(_ url: URL) throws(AppDatabaseError) {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    let folder = url.deletingLastPathComponent()
    if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
      if isFolder.boolValue {
        throw AppDatabaseError(path: url.path, problem: "it is a folder, not a database file")
      }
      if !manager.isWritableFile(atPath: url.path) {
        throw AppDatabaseError(path: url.path, problem: "the file is read-only")
      }
    } else {
      do {
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw AppDatabaseError(
          path: url.path, problem: "its folder cannot be created (\(error.localizedDescription))")
      }
    }
    guard manager.isWritableFile(atPath: folder.path) else {
      throw AppDatabaseError(
        path: url.path, problem: "its folder \(folder.path) is read-only")
    }
  }

  /// A database or file error in words.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DatabaseError else { return "\(error)" }
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED:
      return "another process kept it locked for more than \(Int(AppDatabase.busyTimeout)) s"
    case .SQLITE_READONLY: return "it is read-only"
    case .SQLITE_CANTOPEN: return "it cannot be opened (a missing folder or no permission)"
    case .SQLITE_FULL: return "the disk is full"
    case .SQLITE_IOERR: return "reading or writing it failed (an I/O error)"
    case .SQLITE_PERM, .SQLITE_AUTH: return "permission denied"
    default: return error.message ?? "\(error.resultCode)"
    }
  }
}
