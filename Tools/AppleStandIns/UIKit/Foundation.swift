// What Apple's Foundation declares and Foundation on Linux lacks (`NSUserActivity`), declared
// once for both stand-ins: importing this one brings it, as importing Apple's brings Foundation.
@_exported public import FoundationStandIn
