/// A frozen hash table from names to small integers, looked up by raw UTF-8 bytes so that
/// matching a link segment creates no string and allocates nothing.
///
/// Names live in namespaces (the tabs, the routes of one container, the flows ...), so one table
/// serves the whole resolver and a lookup costs one hash of the segment and, almost always, one
/// byte comparison, whatever the number of names. Names compare byte for byte: matching is
/// case-sensitive.
struct NameTable: Sendable {
  /// One name to insert.
  struct Entry {
    var namespace: Int
    var name: String
    var value: Int
  }

  private struct Slot {
    var hash: UInt64
    var entry: Int32
  }

  private let slots: [Slot]
  private let mask: Int
  private let bytes: [UInt8]
  private let starts: [Int32]
  private let counts: [Int32]
  private let namespaces: [Int]
  private let values: [Int32]

  /// Builds the table. Every (namespace, name) pair must be unique.
  init(_ entries: [Entry]) {
    var capacity = 8
    while capacity < entries.count * 2 { capacity *= 2 }
    var slots = [Slot](repeating: Slot(hash: 0, entry: -1), count: capacity)
    var bytes: [UInt8] = []
    var starts: [Int32] = []
    var counts: [Int32] = []
    var namespaces: [Int] = []
    var values: [Int32] = []
    for (index, entry) in entries.enumerated() {
      let utf8 = Array(entry.name.utf8)
      starts.append(Int32(bytes.count))
      counts.append(Int32(utf8.count))
      namespaces.append(entry.namespace)
      values.append(Int32(entry.value))
      bytes.append(contentsOf: utf8)
      let hash = utf8.withUnsafeBufferPointer { Self.hash(entry.namespace, $0) }
      var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
      while slots[slot].entry >= 0 { slot = (slot + 1) & (capacity - 1) }
      slots[slot] = Slot(hash: hash, entry: Int32(index))
    }
    self.slots = slots
    self.mask = capacity - 1
    self.bytes = bytes
    self.starts = starts
    self.counts = counts
    self.namespaces = namespaces
    self.values = values
  }

  /// The value stored for `name` in `namespace`, or `nil`.
  func find(_ namespace: Int, _ name: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(namespace, name)
    var slot = Int(truncatingIfNeeded: hash) & mask
    return slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { stored in
        while true {
          let candidate = slots[slot]
          if candidate.entry < 0 { return nil }
          let entry = Int(candidate.entry)
          if candidate.hash == hash, namespaces[entry] == namespace,
            Int(counts[entry]) == name.count
          {
            if bytesEqual(stored, from: Int(starts[entry]), name) { return Int(values[entry]) }
          }
          slot = (slot + 1) & mask
        }
      }
    }
  }

  /// The value stored for `name` in `namespace`, or `nil`.
  func find(_ namespace: Int, _ name: String) -> Int? {
    var name = name
    return name.withUTF8 { find(namespace, $0) }
  }

  /// FNV-1a over the namespace and the bytes.
  private static func hash(_ namespace: Int, _ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: namespace &* 0x9E37_79B9)
    for byte in name {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// Whether the bytes of `stored` from `start` begin with all of `name`.
func bytesEqual(
  _ stored: UnsafeBufferPointer<UInt8>, from start: Int, _ name: UnsafeBufferPointer<UInt8>
) -> Bool {
  guard start >= 0, start + name.count <= stored.count else { return false }
  for offset in 0..<name.count where stored[start + offset] != name[offset] { return false }
  return true
}
